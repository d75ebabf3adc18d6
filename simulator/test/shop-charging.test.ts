import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import {
  admin,
  failure,
  moneyViolations,
  newApi,
  signIn,
  startTestSimulator,
} from './support/simulator';

describe('the car-service shop', () => {
  it('lists products by type and name and keeps a cart within the stock', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, FIXTURES.users.a.phone);
    const types = await api.listProductTypes();
    const washing = await api.listProducts({ type: types[0]!.serial });
    expect(washing.list.every((product) => product.type === types[0]!.serial)).toBe(true);
    expect((await api.listProducts({ name: '洗车' })).list[0]!.name).toBe('精致洗车');

    const line = await api.addToCart({ product: 'PRD008', count: 1 });
    expect(await api.addToCart({ product: 'PRD008', count: 1 })).toMatchObject({
      serial: line.serial,
      count: 2,
    });
    expect((await failure(api.addToCart({ product: 'PRD008', count: 1 }))).code).toBe(5001);
    expect(await api.listCart()).toEqual([
      expect.objectContaining({ count: 2, product: expect.objectContaining({ serial: 'PRD008' }) }),
    ]);
    await api.removeFromCart(line.serial);
    expect(await api.listCart()).toEqual([]);
    expect(await newApi(sim).showProduct('PRD001')).toMatchObject({
      name: '精致洗车',
      price: 2500,
    });
  });
});

describe('EV charging', () => {
  it("charges at the charger's power over simulator time and pays from the balance at the stop", async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, FIXTURES.users.a.phone);
    const before = (await api.getMemberFunds()).funds;
    const stations = await api.listChargeStations({ lng: 98.5848, lat: 24.4327 });
    expect(stations.list[0]).toMatchObject({ serial: 'CS02', distance: 0, total: 3, free: 3 });

    const started = await api.startCharging('CE21');
    expect(started).toMatchObject({ status: 0, energy: 0, debt: 0, paid: false });
    expect((await api.listChargeEquipment('CS02'))[0]).toMatchObject({ serial: 'CE21', status: 1 });
    await admin(sim).advance(20);
    const again = await signIn(sim, FIXTURES.users.a.phone);
    expect(await again.getChargingStatus(started.serial)).toMatchObject({
      status: 0,
      energy: 40_000,
      cost: 4800,
    });

    const stopped = await again.stopCharging(started.serial);
    expect(stopped).toMatchObject({ status: 1, energy: 40_000, cost: 4800, debt: 0, paid: true });
    expect((await again.getMemberFunds()).funds).toBe(before - 4800);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('pays a short charge from the balance; refuses a busy charger, a second charge and an empty balance', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, FIXTURES.users.a.phone);
    const started = await api.startCharging('CE22');
    expect((await failure(api.startCharging('CE23'))).code).toBe(5003);
    const b = await signIn(sim, FIXTURES.users.b.phone);
    expect((await failure(b.startCharging('CE22'))).code).toBe(5002);
    expect((await failure(b.startCharging('CE23'))).code).toBe(5005);
    expect((await failure(b.startCharging('CE43'))).code).toBe(5002);

    await admin(sim).advance(10);
    const stopped = await (await signIn(sim, FIXTURES.users.a.phone)).stopCharging(started.serial);
    expect(stopped).toMatchObject({ energy: 10_000, cost: 1200, paid: true });
    expect((await (await signIn(sim, FIXTURES.users.a.phone)).getMemberFunds()).funds).toBe(
      5000 - 1200,
    );
    const later = await signIn(sim, FIXTURES.users.a.phone);
    expect((await later.listChargeOrders()).total).toBe(2);
    expect(await later.showChargeOrder(started.serial)).toEqual(stopped);
    expect(moneyViolations(sim)).toEqual([]);
  });
});
