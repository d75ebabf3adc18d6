import { FIXTURES } from '@dehong/simulator';
import type { Page } from 'playwright-core';
import { type PathName, paths } from '../../src/config/paths';
import { apiOfPage } from './simulator';

/** A screen of the route table as an owner opens it: its route's name and the link. */
export interface Screen {
  name: PathName | `${PathName}:${string}`;
  href: string;
}

const plate = FIXTURES.plates.arrears.number;

/**
 * Every route of the app's route table (`paths`, which the router is built from), each opened as
 * an owner opens it, with the data that fills it: the signed-in member's order, car and charging
 * order, a car wash it buys from its balance (the shop order, its pay result and its invoice), the
 * fixtures' plate, product and store; the tab shell's other two tabs too. Call it signed in as 李明 (user a).
 */
export async function everyScreen(page: Page, baseUrl: string): Promise<Screen[]> {
  // A client per call: each has its own duplicate-submit lock, as separate taps would.
  const api = () => apiOfPage(page, baseUrl);
  const [order] = (await (await api()).listUnpaidOrders({ number: plate })).list;
  const [car] = (await (await api()).listCars()).list;
  const [charge] = (await (await api()).listChargeOrders({ page: 1, pageSize: 10 })).list;
  // A car wash bought from the balance, with its invoice: the shop order, the pay result and
  // the invoice screens then show a paid order as the member finds it.
  const shopOrder = await (
    await api()
  ).publishShopOrder({
    product: 'PRD001',
    count: 1,
    plate,
    phone: FIXTURES.users.a.phone,
    store: 'ST01',
  });
  const { payCode } = await (await api()).publishShopPayOrder(shopOrder);
  await (await api()).payByFunds(payCode);
  const invoice = await (
    await api()
  ).applyInvoice({ payCodes: payCode, title: FIXTURES.users.a.nickname });
  const filled: Partial<Record<PathName, string>> = {
    namedLogin: paths.namedLogin.href('dehong'),
    orderList: paths.orderList.href({ carNumber: plate }),
    orderShow: order ? paths.orderShow.href(order.bookCode) : undefined,
    orderPayment: paths.orderPayment.href({ carNumber: plate }),
    payResult: paths.payResult.href(payCode),
    legacyPayResult: paths.legacyPayResult.href(1),
    findCar: paths.findCar.href(plate),
    cardPay: paths.cardPay.href({ vipIndex: 3, number: plate }),
    invoiceShow: paths.invoiceShow.href(invoice.serial),
    vehicleShow: car ? paths.vehicleShow.href(car.serial) : undefined,
    evcOrderShow: charge ? paths.evcOrderShow.href(charge.serial) : undefined,
    evcCharging: charge ? paths.evcCharging.href(charge.serial) : undefined,
    shopGoods: paths.shopGoods.href('PRD001'),
    shopSearch: paths.shopSearch.href('洗车'),
    shopPayConfirm: paths.shopPayConfirm.href({ product: 'PRD001', count: 1 }),
    shopStore: paths.shopStore.href('ST01'),
    shopOrderShow: paths.shopOrderShow.href(shopOrder.serial),
  };
  const missing = (Object.keys(filled) as PathName[]).filter((name) => !filled[name]);
  if (missing.length > 0) {
    throw new Error(`The fixtures no longer hold data for ${missing.join(', ')}`);
  }
  return [
    ...(Object.keys(paths) as PathName[])
      .filter((name) => name !== 'notFound' && name !== 'root')
      .map((name) => ({ name, href: filled[name] ?? paths[name].path })),
    { name: 'home:map', href: paths.home.href('map') },
    { name: 'home:mine', href: paths.home.href('mine') },
  ];
}
