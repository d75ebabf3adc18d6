import { chinaDate, DAY_MINUTES, daysBetween, fenToYuan } from '@dehong/api-spec/domain';
import type { Api, PayParams } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES, MAX_NOTIFY_DELAY_MS, type RunningSimulator } from '../src/index';
import { cardPayload, parkingPayload, rechargePayload } from './support/payloads';
import { http, signIn, startTestSimulator, tokenOf } from './support/simulator';

const { arrears, member } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
const [monthly] = FIXTURES.cards;
const PNG = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001', 'hex');

interface Message {
  serial: string;
  title: string;
  content: string;
}

/** The newest messages as the app reads them in a language (it sends its UI language). */
async function messagesIn(sim: RunningSimulator, api: Api, language: string): Promise<Message[]> {
  const page = await http(sim).get<{ data: { list: Message[] } }>(
    '/user/v1/api/member/message/list?pageSize=50',
    tokenOf(api),
    { 'Accept-Language': language },
  );
  return page.body.data.list;
}

/** The newest message in English and in Chinese: the same message. */
async function newest(sim: RunningSimulator, api: Api) {
  const [english] = await messagesIn(sim, api, 'en-US');
  const [chinese] = await messagesIn(sim, api, 'zh-CN');
  expect(chinese!.serial).toBe(english!.serial);
  return { english: english!, chinese: chinese! };
}

async function sheet(sim: RunningSimulator, params: PayParams, extra: object = {}) {
  await http(sim).json('POST', '/__chat/pay', {
    appId: params.appid,
    timeStamp: params.timeStamp,
    nonceStr: params.nonceStr,
    package: params.package,
    signType: params.signType,
    paySign: params.paySign,
    result: 'ok',
    ...extra,
  });
}

const pluck = (sim: RunningSimulator, sql: string, ...args: unknown[]) =>
  sim.db
    .prepare(sql)
    .pluck()
    .get(...args);

/** Every message the simulator composes reads in its reader's language. */
describe("the simulator's messages in the reader's language", () => {
  it('a parking payment: English from the pay order, Chinese as before', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const summary = await a.getRepaySummary({ number: arrears.number });
    const paid = await a.payByFunds((await a.publishPayOrder(parkingPayload(summary))).payCode);
    const yuan = fenToYuan(paid.cost);
    const orders = summary.orderSerials.length;

    const { english, chinese } = await newest(sim, a);
    expect(english).toMatchObject({
      title: 'Payment successful',
      content: `Paid ${yuan} yuan: Parking fee ${arrears.number} (${orders} order${orders === 1 ? '' : 's'}).`,
    });
    expect(paid.goodsName).toBe(`停车费 ${arrears.number}（${orders}笔）`);
    expect(chinese).toMatchObject({
      title: '支付成功',
      content: `停车费 ${arrears.number}（${orders}笔），支付${yuan}元。`,
    });
  });

  it("a card payment names the operator's card as written", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const { payCode } = await a.publishPayOrder(
      cardPayload(monthly.serial, [member.number], monthly.price),
    );
    await sheet(sim, await a.payParamsFor('vipCard', payCode));
    const yuan = fenToYuan((await a.queryPayOrder(payCode)).cost);

    const { english, chinese } = await newest(sim, a);
    expect(english).toMatchObject({
      title: 'Payment successful',
      content: `Paid ${yuan} yuan: ${monthly.name} ${member.number}.`,
    });
    expect(chinese).toMatchObject({
      title: '支付成功',
      content: `${monthly.name} ${member.number}，支付${yuan}元。`,
    });
  });

  it('a top-up and its refund, with the gift taken back and without one', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const { payCode } = await a.publishPayOrder(rechargePayload('RP02', 10_000));
    await sheet(sim, await a.payParamsFor('533103', payCode));
    const gift = fenToYuan(
      pluck(sim, 'SELECT gift FROM pay_orders WHERE pay_code = ?', payCode) as number,
    );
    expect(gift).not.toBe('0.00');

    const topUp = await newest(sim, a);
    expect(topUp.english).toMatchObject({
      title: 'Payment successful',
      content: 'Paid 100.00 yuan: Balance top-up 100.00 yuan.',
    });
    expect(topUp.chinese).toMatchObject({
      title: '支付成功',
      content: '余额充值 100.00元，支付100.00元。',
    });

    await a.refundPayOrder({ payCode, reason: '不需要了' });
    const refund = await newest(sim, a);
    expect(refund.english).toMatchObject({
      title: 'Refund successful',
      content: `Top-up order ${payCode} is refunded: 100.00 yuan. The gift of ${gift} yuan has been taken back.`,
    });
    expect(refund.chinese).toMatchObject({
      title: '退款成功',
      content: `充值订单${payCode}已退款100.00元，赠送的${gift}元已收回。`,
    });

    const plain = (await a.publishPayOrder(rechargePayload('RP01', 5000))).payCode;
    await sheet(sim, await a.payParamsFor('533103', plain));
    await a.refundPayOrder({ payCode: plain, reason: '不需要了' });
    const noGift = await newest(sim, a);
    expect(noGift.english.content).toBe(`Top-up order ${plain} is refunded: 50.00 yuan.`);
    expect(noGift.chinese.content).toBe(`充值订单${plain}已退款50.00元。`);
  });

  it('a bank payment for a pay order the balance settled goes back, and says so', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const summary = await a.getRepaySummary({ number: arrears.number, code: '533103' });
    const { payCode } = await a.publishPayOrder(parkingPayload(summary));
    // The bank takes the money; its notification is held back (as long as a bank may be slow)...
    await sheet(sim, await a.payParamsFor('533103', payCode), {
      notifyDelayMs: MAX_NOTIFY_DELAY_MS,
    });
    const paid = await a.payByFunds(payCode);
    // ...and handled only after the balance paid, when the app asks the bank about the sheet's ok.
    await a.confirmFrontPay(payCode);
    const yuan = fenToYuan(paid.cost);

    const { english, chinese } = await newest(sim, a);
    expect(english).toMatchObject({
      title: 'Payment refunded',
      content: `Order ${payCode} was already paid another way or closed: the bank's duplicate payment of ${yuan} yuan has been refunded to the account it was paid from.`,
    });
    expect(chinese).toMatchObject({
      title: '支付已退款',
      content: `订单${payCode}已通过其他方式支付或已关闭，银行重复扣款${yuan}元已原路退回。`,
    });
  });

  it('car-service vouchers: bought, redeemed at a store, refunded (operator names as written)', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const order = await a.publishShopOrder({
      product: 'PRD001',
      count: 2,
      plate: '云N12345',
      phone: A,
      store: 'ST01',
    });
    const { payCode } = await a.publishShopPayOrder(order);
    await a.payByFunds(payCode);
    const [first, second] = (await a.showShopOrder(order.serial)).vouchers;
    const product = first!.productName;

    const bought = await newest(sim, a);
    expect(bought.english).toMatchObject({
      title: 'Payment successful',
      content: `Paid 50.00 yuan: Car service ${product} and more (2 items).`,
    });
    expect(bought.chinese.content).toBe(`车服 ${product}等2件，支付50.00元。`);

    await http(sim).json('POST', '/__admin/shop/redeem', { code: first!.code, store: 'ST02' });
    const store = pluck(sim, 'SELECT name FROM shop_stores WHERE serial = ?', 'ST02') as string;
    const redeemed = await newest(sim, a);
    expect(redeemed.english).toMatchObject({
      title: 'Voucher redeemed',
      content: `Your voucher (${product}) has been redeemed at ${store}.`,
    });
    expect(redeemed.chinese).toMatchObject({
      title: '服务券已核销',
      content: `您的服务券（${product}）已在${store}核销。`,
    });

    await a.refundShopOrder(order.serial, [second!.code]);
    const refunded = await newest(sim, a);
    expect(refunded.english).toMatchObject({
      title: 'Refund successful',
      content: `1 voucher of car service order ${order.serial} refunded: 25.00 yuan, to your balance.`,
    });
    expect(refunded.chinese).toMatchObject({
      title: '退款成功',
      content: `车服订单${order.serial}的1张服务券已退款25.00元，已退回余额。`,
    });
  });

  it("a plate bound by another owner's licence: its old owner is told", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const plate = arrears.number;
    const licence = (await b.uploadImage(new Blob([PNG]), `行驶证-${plate}.jpg`)).url;
    await b.publishCar({ number: plate, plateType: 1, licence });

    const { english, chinese } = await newest(sim, a);
    expect(english).toMatchObject({
      title: 'Car unbound',
      content: `Plate ${plate} was bound by another owner with its vehicle licence and has been removed from your cars. Questions: call the service line 0692-2888666.`,
    });
    expect(chinese).toMatchObject({
      title: '车辆已解绑',
      content: `车牌${plate}已由另一位车主凭行驶证绑定，已从您的车辆中移除。如有疑问请拨打客服热线 0692-2888666。`,
    });
  });

  it('a membership ending soon, with its renewal link kept exactly', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const expiry = (await a.listVehicles()).find((v) => v.number === member.number)!.expiry!;
    sim.clock.advance((daysBetween(chinaDate(sim.clock.now()), expiry) - 7) * DAY_MINUTES);
    await a.listVehicles();
    const link = `/app/vip/card/pay?number=${member.number}&vipIndex=3`;
    const service = pluck(
      sim,
      'SELECT service FROM memberships WHERE number = ? ORDER BY id DESC',
      member.number,
    ) as string;

    const { english, chinese } = await newest(sim, a);
    expect(english).toMatchObject({
      title: 'Membership ending soon',
      content: `The ${service} of ${member.number} ends on ${expiry}. Renew it in time: ${link}`,
    });
    expect(chinese).toMatchObject({
      title: '会员即将到期',
      content: `${member.number} 的${service}将于 ${expiry} 到期，请及时续费：${link}`,
    });
  });
});
