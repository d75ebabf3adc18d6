import { describe, expect, it } from 'vitest';
import { FIXTURES, feeFor, FEE_RULES } from '../src/index';
import {
  admin,
  failure,
  http,
  signIn,
  startTestSimulator,
  tokenOf,
  withoutLinkSignatures,
} from './support/simulator';

const { arrears, ruili, clean, member, sensor } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;

describe('the fee rule', () => {
  const mangshi = FEE_RULES['533103']!;

  it.each([
    [0, 0],
    [15, 0],
    [16, 200],
    [60, 200],
    [61, 400],
    [90, 400],
    [600, 2000],
    [24 * 60, 2000],
    [24 * 60 + 1, 2200],
    [48 * 60, 4000],
  ])('bills %i minutes in Mangshi at %i fen', (minutes, fen) => {
    expect(feeFor(minutes, mangshi)).toBe(fen);
  });

  it('has a rule per county', () => {
    expect(Object.keys(FEE_RULES).sort()).toEqual(['533102', '533103', '533122', '533123']);
  });
});

describe('orders of a plate', () => {
  it('lists 云N12345 newest first, 10 a page, with its parking, unpaid and completed orders', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);

    const first = await api.listOrders({ number: arrears.number, page: 1, pageSize: 10 });
    const second = await api.listOrders({ number: arrears.number, page: 2, pageSize: 10 });

    expect(first.total).toBe(first.list.length + second.list.length);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toMatchObject({ status: 0, machine: 'D10001', time: 90, ncash: 400 });
    const starts = [...first.list, ...second.list].map((order) => order.startTime);
    expect(starts).toEqual([...starts].sort().reverse());
    const statuses = [...first.list, ...second.list].map((order) => order.status);
    expect(statuses.filter((status) => status === 22)).toHaveLength(3);
    expect(statuses.filter((status) => status === 9).length).toBeGreaterThanOrEqual(12);
  });

  it('narrows by status list and area', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);

    const toPay = await api.listOrders({ number: arrears.number, status: '22', pageSize: 10 });
    expect(toPay.total).toBe(3);
    const parking = await api.listOrders({ number: arrears.number, status: '0,1', pageSize: 10 });
    expect(parking.list.map((order) => order.status)).toEqual([0]);
    const inRuili = await api.listOrders({ number: arrears.number, code: '533102', pageSize: 50 });
    for (const order of inRuili.list) expect(order.code.startsWith('533102')).toBe(true);
    const everywhere = await api.listOrders({ number: arrears.number, code: '5331', pageSize: 50 });
    expect(everywhere.total).toBe(
      toPay.total +
        parking.total +
        (await api.listOrders({ number: arrears.number, status: '9,-9,11,-11', pageSize: 50 }))
          .total,
    );
  });

  it("needs a plate unless behalf=1, which lists only the member's own plates", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);

    const answer = await http(sim).get('/parking/v1/api/order/list?page=1', tokenOf(api));
    expect(answer).toMatchObject({ status: 400, body: { code: 400 } });
    expect((answer.body as { message: string }).message).toContain('number');

    const mine = await api.listOrders({ behalf: 1, pageSize: 50 });
    expect(new Set(mine.list.map((order) => order.number))).toEqual(
      new Set([arrears.number, member.number]),
    );
    const notMine = await api.listOrders({ behalf: 1, number: ruili.number, pageSize: 50 });
    expect(notMine).toMatchObject({ total: 0, list: [] });
  });

  it('shows an order by serial or by bookCode, a parking one with its fee so far', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const [parking] = await api.listCurrentOrders({ number: arrears.number });

    expect(withoutLinkSignatures(await api.showOrder(parking!.bookCode))).toEqual(
      withoutLinkSignatures(parking),
    );
    await admin(sim).advance(60);
    expect(await api.showOrder(parking!.serial)).toMatchObject({
      status: 0,
      time: 150,
      ncash: 600,
      cash: 600,
    });
  });

  it('answers an unknown order with a business failure', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    expect(await failure(api.showOrder('999999'))).toMatchObject({
      reason: 'business',
      code: 2001,
    });
  });
});

describe('unpaid orders and the repay summary', () => {
  it("sums 云N12345's three orders to pay in Mangshi", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);

    const summary = await api.getRepaySummary({
      number: arrears.number,
      plateType: 1,
      code: '533103',
    });
    const unpaid = await api.listUnpaidOrders({ number: arrears.number, code: '533103' });

    expect(summary).toMatchObject({
      unPay: arrears.arrears,
      payCost: arrears.arrears,
      service: 0,
      count: 3,
      number: arrears.number,
      noplate: false,
    });
    expect(unpaid.list.map((order) => order.serial)).toEqual(summary.orderSerials);
    expect(unpaid.list.map((order) => order.ncash)).toEqual(
      arrears.toPay.map((order) => order.fee),
    );
    expect(unpaid.list.map((order) => order.startTime)).toEqual(
      unpaid.list.map((order) => order.startTime).sort(),
    );
  });

  it("sums 云N54321's two orders in Ruili and nothing for 云N00000", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);

    expect(await api.getRepaySummary({ number: ruili.number, code: '533102' })).toMatchObject({
      payCost: ruili.arrears,
      count: 2,
    });
    expect(await api.getRepaySummary({ number: ruili.number, code: '533103' })).toMatchObject({
      count: 0,
    });
    expect(await api.getRepaySummary({ number: clean.number })).toEqual({
      unPay: 0,
      payCost: 0,
      service: 0,
      count: 0,
      number: clean.number,
      orderSerials: [],
      noplate: false,
    });
    expect((await api.listOrders({ number: clean.number })).total).toBe(0);
  });

  it('refuses a plate that does not fit the plate type asked for', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    expect(
      await failure(api.getRepaySummary({ number: '云N1234', plateType: 2, code: '5331' })),
    ).toMatchObject({
      reason: 'business',
      code: 2002,
    });
    expect(
      await api.getRepaySummary({ number: FIXTURES.devices.noPlate.pseudoPlate, plateType: 4 }),
    ).toMatchObject({
      noplate: true,
    });
  });

  it('merges the summaries of several plates', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const merged = await api.getMergedRepaySummary([arrears.number, ruili.number]);
    expect(merged).toMatchObject({
      count: 5,
      payCost: arrears.arrears + ruili.arrears,
      number: `${arrears.number},${ruili.number}`,
    });
    const six = ['云N10001', '云N10002', '云N10003', '云N10004', '云N10005', '云N10006'];
    expect((await failure(api.getMergedRepaySummary(six))).code).toBe(2008);
  });
});

describe('leave now', () => {
  it('ends a status-0 order: billed up to now, then to pay (22)', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const [parking] = await api.listCurrentOrders({ number: arrears.number });
    await admin(sim).advance(45);

    const ended = await api.previewDoneOrder(parking!.serial);

    expect(ended).toMatchObject({ status: 22, time: 135, ncash: 600, cash: 600 });
    expect(ended.finishTime).not.toBeNull();
    expect(await api.getRepaySummary({ number: arrears.number })).toMatchObject({
      count: 4,
      payCost: 2000,
    });
    expect(await api.listCurrentOrders({ number: arrears.number })).toEqual([]);
    // Billing stops at the end: time passing does not change it (the token expires meanwhile).
    await admin(sim).advance(120);
    const later = await signIn(sim, A);
    expect(await later.showOrder(parking!.serial)).toMatchObject({ ncash: 600, time: 135 });
  });

  it('refuses a sensor order (type 1) and an order that is not parking', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const [sensorOrder] = await api.listCurrentOrders({ number: sensor.number });
    const summary = await api.getRepaySummary({ number: arrears.number });

    // At the sensor's space (its device code): allowed to ask, refused for the type.
    expect((await failure(api.previewDoneOrder(sensorOrder!.serial, sensor.device))).code).toBe(
      3001,
    );
    expect((await failure(api.previewDoneOrder(summary.orderSerials[0]!))).code).toBe(3002);
    expect(await api.showOrder(sensorOrder!.serial)).toMatchObject({ status: 1 });
  });

  it('completes a stay under the free minutes at once (9, nothing to pay)', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const started = await api.publishOrder({
      device: 'D10003',
      number: clean.number,
      plateType: 1,
    });
    await admin(sim).advance(10);

    expect(await api.previewDoneOrder(started.serial)).toMatchObject({
      status: 9,
      ncash: 0,
      cash: 0,
      paytype: 'free',
    });
  });

  it('parks a plate with a valid membership free: the deduction is the fee and it adds to economize', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const before = (await api.listVehicles()).find((vehicle) => vehicle.number === member.number)!;
    const started = await api.publishOrder({
      device: 'D10003',
      number: member.number,
      plateType: 2,
    });
    await admin(sim).advance(110);

    const ended = await api.previewDoneOrder(started.serial);

    expect(ended).toMatchObject({
      status: 9,
      ncash: 400,
      coupon: 400,
      cash: 0,
      couponTag: '德宏停车年卡',
      paytype: 'free',
    });
    const after = (await api.listVehicles()).find((vehicle) => vehicle.number === member.number)!;
    expect(after.economize - before.economize).toBe(400);
    expect(after).toMatchObject({ isvalid: true, service: '德宏停车年卡' });
  });
});

describe('kerb devices', () => {
  it('tells the space and the plate last seen there', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    expect(await api.getDevicePayInfo('D10001')).toMatchObject({
      device: 'D10001',
      number: arrears.number,
      plateType: 1,
      noplate: false,
      code: '533103001',
    });
    expect(await api.getDevicePayInfo('D10002')).toMatchObject({
      number: null,
      plateType: null,
      noplate: true,
    });
    expect(await failure(api.getDevicePayInfo('D99999'))).toMatchObject({
      reason: 'business',
      code: 2001,
    });
  });

  it('ends the no-plate order at a device (22), then publishes its pay order', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);

    const ended = await api.finishNoPlateOrder('D10002');
    expect(ended).toMatchObject({
      status: 22,
      type: 2,
      number: FIXTURES.devices.noPlate.pseudoPlate,
      ncash: 400,
    });
    expect(await api.getDevicePayInfo('D10002')).toMatchObject({ noplate: false });
    expect((await failure(api.finishNoPlateOrder('D10002'))).code).toBe(3003);
    expect(await api.getScanRepaySummary('D10002')).toMatchObject({
      count: 1,
      payCost: 400,
      noplate: true,
    });

    const published = await api.payNoPlateOrder('D10002');
    expect(published.cost).toBe(400);
    expect(await api.payNoPlateOrder('D10002')).toEqual(published);
    expect((await failure(api.finishNoPlateOrder('D10001'))).code).toBe(3003);
  });

  it('checks a car in at a free space and refuses a taken space or a plate already parking', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const order = await api.publishOrder({ device: 'D10003', number: clean.number, plateType: 1 });

    expect(order).toMatchObject({
      status: 0,
      type: 0,
      machine: 'D10003',
      number: clean.number,
      ncash: 0,
    });
    expect(await api.getDevicePayInfo('D10003')).toMatchObject({ number: clean.number });
    const refusals = [];
    for (const attempt of [
      { device: 'D10003', number: '云N77777', plateType: 1 as const },
      { device: 'D10006', number: arrears.number, plateType: 1 as const },
      { device: 'D10006', number: '云N7777', plateType: 1 as const },
    ]) {
      refusals.push((await failure(api.publishOrder(attempt))).code);
    }
    expect(refusals).toEqual([3005, 3006, 2002]);
  });
});

describe('home tiles and bills', () => {
  it("totals arrears and the unpaid count over the member's plates", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const total = await api.getOrderTotal();
    expect(total).toMatchObject({ arrears: arrears.arrears, unpay: 3 });
    expect(total.monthCost).toBeGreaterThanOrEqual(0);

    const bills = await api.listOrderBills({ pageSize: 50 });
    expect(bills.list.length).toBeGreaterThan(0);
    expect(bills.list.reduce((sum, bill) => sum + bill.count, 0)).toBeGreaterThanOrEqual(
      arrears.completed,
    );
  });

  it('a member without cars has nothing', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, FIXTURES.users.b.phone);
    expect(await api.getOrderTotal()).toEqual({ monthCost: 0, arrears: 0, unpay: 0 });
    expect(await api.listOrders({ behalf: 1 })).toMatchObject({ total: 0 });
  });
});

describe('lots for the map', () => {
  it('lists at least 20 street lots around Mangshi, some fuller than their spaces', async () => {
    const sim = await startTestSimulator();
    const lots = await (
      await signIn(sim, A)
    ).listLots({ type: 0, region: '533103', pageSize: 200 });

    expect(lots.total).toBeGreaterThanOrEqual(20);
    for (const lot of lots.list) {
      expect(lot.type).toBe(0);
      expect(Math.abs(lot.lng - 98.58)).toBeLessThan(0.06);
      expect(Math.abs(lot.lat - 24.43)).toBeLessThan(0.06);
    }
    expect(lots.list.some((lot) => lot.full > lot.space)).toBe(true);
  });
});
