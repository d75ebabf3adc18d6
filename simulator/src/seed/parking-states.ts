import { AREAS, countyOf, DAY_MS, MINUTE_MS, payRouteFor } from '@dehong/api-spec/domain';
import { parkingSeedRepository } from '../repositories/seed/parking';
import { feeRuleFor } from '../services/orders/billing';
import { payCodeFor, PAYTYPE_BY_ROUTE } from '../services/pay-orders/codes';
import { compactStamp } from '../util/format';
import { type StateContext } from './context';
import { selfServicePayOrder } from './self-service-pay-order';

/** Who pays for completed orders of a plate nobody has added as a car (a walk-in payer). */
export const WALK_IN_PHONE = '10000000000';

export interface StateOrder {
  serial: string | null;
  number: string;
  plateType?: number;
  status: number;
  type?: number;
  area: string;
  device?: string;
  startAt: number;
  minutes: number;
  fee: number;
  paid?: { at: number; paytype: string; transaction: string };
}

/**
 * Orders at a space of their area (its station and device made on first use), and the paid pay
 * orders that settle them: what the parking, pay-order and dispute states build on.
 */
export function orderBuilder({ db, store, rows, now }: StateContext) {
  const places = parkingSeedRepository(db);

  /** A station of the area (created on first use) and a device at one of its spaces. */
  function space(area: string, device: string | null = null) {
    const county = countyOf(area === AREAS.all ? AREAS.mangshi : area);
    let station = places.stationOfCounty(county);
    if (!station) {
      const code = `${county}001`;
      const id = rows.insert('stations', {
        name: '团结大街',
        address: '芒市团结大街',
        code,
        lng: 98.5852,
        lat: 24.4331,
      });
      station = { id, code };
    }
    const code = device ?? `D${county.slice(-3)}${String(station.id).padStart(3, '0')}`;
    places.addDevice(code, station.id, '001');
    return { stationId: station.id, area: station.code, device: code };
  }

  function addOrder(input: StateOrder) {
    const where = space(input.area, input.device ?? null);
    const finished = input.status !== 0 && input.status !== 1;
    const id = store.orders.nextId();
    store.orders.insert({
      serial: input.serial,
      bookCode:
        input.serial ??
        `DH${compactStamp(input.startAt).slice(0, 8)}${String(id).padStart(8, '0')}`,
      number: input.number,
      plateType: input.plateType ?? 1,
      status: input.status,
      type: input.type ?? 0,
      device: where.device,
      stationId: where.stationId,
      space: '001',
      startAt: input.startAt,
      finishAt: finished ? input.startAt + input.minutes * MINUTE_MS : null,
      minutes: finished ? input.minutes : 0,
      ncash: input.fee,
      cash: input.fee,
      rcash: 0,
      coupon: 0,
      couponTag: '',
      transactionNo: input.paid?.transaction ?? '',
      payAt: input.paid?.at ?? null,
      paytype: input.paid?.paytype ?? null,
      spic: `/media/order/${input.serial ?? id}/entry.svg`,
      epic: finished ? `/media/order/${input.serial ?? id}/exit.svg` : '',
    });
    return store.orders.byId(id)!;
  }

  /** A pay order settled through the bank of its area for the given orders (all completed). */
  function paidParkingPayOrder(
    memberId: number,
    payCode: string | null,
    orderIds: number[],
    area: string,
  ) {
    const orders = store.orders.byIds(orderIds);
    const cost = orders.reduce((sum, row) => sum + row.cash, 0);
    const route = payRouteFor(area);
    const id = store.payOrders.nextId();
    const at = now() - 10 * MINUTE_MS;
    store.payOrders.insert(
      selfServicePayOrder({
        id,
        payCode: payCode ?? payCodeFor(id, at),
        memberId,
        orderType: 'parking',
        goods: orders.map((row) => row.serial).join(','),
        goodsName: `停车费 ${[...new Set(orders.map((row) => row.number))].join(',')}（${orders.length}笔）`,
        numbers: JSON.stringify([...new Set(orders.map((row) => row.number))]),
        cost,
        area,
        createdAt: at,
      }),
    );
    const transaction = `42000${compactStamp(at)}${String(id).padStart(9, '0')}`;
    for (const row of orders) store.payOrders.insertItem(id, row.id);
    store.payOrders.markPaid(id, at + MINUTE_MS, PAYTYPE_BY_ROUTE[route], transaction);
    for (const row of orders)
      store.orders.markPaid(row.id, at + MINUTE_MS, PAYTYPE_BY_ROUTE[route], transaction);
    return store.payOrders.byId(id)!;
  }

  return { space, addOrder, paidParkingPayOrder };
}

/** Parking orders of every status, kerb devices and lots, and the parking pay orders and invoices. */
export function parkingStates(context: StateContext) {
  const { db, store, now, member } = context;
  const { space, addOrder, paidParkingPayOrder } = orderBuilder(context);
  const places = parkingSeedRepository(db);

  const ownerOf = (plate: string) => places.firstOwner(plate) ?? member(WALK_IN_PHONE).id;

  /** A parking pay order paid through the bank for `fen`, its order completed, not invoiced. */
  function paidPayOrder(phone: string, payCode: string, fen: number, plate: string) {
    const payer = member(phone);
    const order = addOrder({
      serial: null,
      number: plate,
      status: 22,
      area: AREAS.mangshi,
      startAt: now() - DAY_MS,
      minutes: 60,
      fee: fen,
    });
    return paidParkingPayOrder(payer.id, payCode, [order.id], AREAS.mangshi);
  }

  return {
    /** Orders to pay (22) with these serials (bookCode too), amounts adding up to `fen`. */
    ordersToPay(plate: string, serials: string[], area: string, fen: number) {
      const share = Math.floor(fen / serials.length);
      serials.forEach((serial, index) => {
        addOrder({
          serial,
          number: plate,
          status: 22,
          area,
          startAt: now() - (serials.length - index) * DAY_MS,
          minutes: 60,
          fee: index === 0 ? fen - share * (serials.length - 1) : share,
        });
      });
    },

    /** Completed orders (9) in Mangshi, each paid through the bank by the plate's owner. */
    completedOrders(plate: string, count: number) {
      const payer = ownerOf(plate);
      const rule = feeRuleFor(AREAS.mangshi);
      for (let index = 0; index < count; index++) {
        const order = addOrder({
          serial: null,
          number: plate,
          status: 22,
          area: AREAS.mangshi,
          startAt: now() - (index + 2) * DAY_MS,
          minutes: 90,
          fee: 2 * rule.pricePerHour,
        });
        paidParkingPayOrder(payer, null, [order.id], AREAS.mangshi);
      }
    },

    /** Where the plate parked: completed stays (prepaid at the kerb, nothing left to pay). */
    parkingRecords(plate: string, count: number) {
      for (let index = 0; index < count; index++) {
        const startAt = now() - (index + 1) * DAY_MS;
        addOrder({
          serial: null,
          number: plate,
          status: 9,
          area: AREAS.mangshi,
          startAt,
          minutes: 10,
          fee: 0,
          paid: { at: startAt + 10 * MINUTE_MS, paytype: 'free', transaction: '' },
        });
      }
    },

    /** A parking order (0, type 0) started `minutes` ago. */
    parkingOrder(serial: string, plate: string, area: string, minutes: number) {
      const order = addOrder({
        serial,
        number: plate,
        status: 0,
        area,
        startAt: now() - minutes * MINUTE_MS,
        minutes: 0,
        fee: 0,
      });
      store.devices.saw(order.device, plate, 1, order.start_at);
    },

    /** A completed order paid `fen` through the bank, with its own paid pay order. */
    paidOrder(serial: string, plate: string, fen: number) {
      const order = addOrder({
        serial,
        number: plate,
        status: 22,
        area: AREAS.mangshi,
        startAt: now() - DAY_MS,
        minutes: 120,
        fee: fen,
      });
      paidParkingPayOrder(ownerOf(plate), null, [order.id], AREAS.mangshi);
    },

    /** A device in Mangshi that last saw this blue plate. */
    deviceSawPlate(device: string, plate: string) {
      space(AREAS.mangshi, device);
      store.devices.saw(device, plate, 1, now() - 5 * MINUTE_MS);
    },

    /**
     * A no-plate car (type 2, pseudo plate) parking at the device for `minutes`; `phone` is the
     * member who started that no-plate session (only they may end it).
     */
    deviceWithNoPlateCar(device: string, minutes: number, phone?: string) {
      const pseudo = `云临${device.replace(/\D/g, '').slice(-5).padStart(5, '0')}`;
      const order = addOrder({
        serial: null,
        number: pseudo,
        plateType: 4,
        status: 0,
        type: 2,
        area: AREAS.mangshi,
        device,
        startAt: now() - minutes * MINUTE_MS,
        minutes: 0,
        fee: 0,
      });
      if (phone) store.orders.setCheckedInBy(order.id, member(phone).id);
      store.devices.saw(device, pseudo, 4, now() - minutes * MINUTE_MS);
    },

    lot(serial: string, spaces: number, full: number) {
      places.putLot(serial, spaces, full);
    },

    /** An unpaid parking pay order settling one order to pay of the plate in the area. */
    unpaidPayOrder(phone: string, payCode: string, fen: number, plate: string, area: string) {
      const payer = member(phone);
      const order = addOrder({
        serial: null,
        number: plate,
        status: 22,
        area,
        startAt: now() - DAY_MS,
        minutes: 60,
        fee: fen,
      });
      const id = store.payOrders.nextId();
      store.payOrders.insert(
        selfServicePayOrder({
          id,
          payCode,
          memberId: payer.id,
          orderType: 'parking',
          goods: order.serial,
          goodsName: `停车费 ${plate}（1笔）`,
          numbers: JSON.stringify([plate]),
          cost: fen,
          area: order.code,
          createdAt: now(),
        }),
      );
      store.payOrders.insertItem(id, order.id);
    },

    paidPayOrder,

    /** Invoice `serial` (being issued) over the member's paid pay order `payCode` (made if missing). */
    invoice(phone: string, serial: string, payCode: string) {
      const payer = member(phone);
      const paid =
        store.payOrders.byCode(payCode) ?? paidPayOrder(phone, payCode, 1000, '云N12345');
      store.payOrders.markInvoiced(paid.id);
      store.invoices.insert({
        serial,
        memberId: payer.id,
        title: payer.nickname,
        taxNumber: null,
        email: null,
        amount: paid.cost,
        payCodes: JSON.stringify([payCode]),
        createdAt: now(),
      });
    },
  };
}
