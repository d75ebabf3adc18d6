import { describe, expect, it } from 'vitest';
import { FIXTURES, staffKeyFor } from '../src/index';
import { dbDigest } from './support/db-digest';
import {
  failure,
  http,
  signIn,
  startTestSimulator,
  tokenOf,
  type Envelope,
} from './support/simulator';

const { arrears, sensor } = FIXTURES.plates;
const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;

/** Who may end parking. */
describe('who may end parking', () => {
  it("leave now: B cannot end A's running order; nothing changes", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const [parking] = await a.listCurrentOrders({ number: arrears.number });
    const before = dbDigest(sim.db);

    const answer = await http(sim).form(
      `/parking/v1/api/order/${parking!.serial}/preview/done`,
      {},
      tokenOf(b),
      { 'Accept-Language': 'en' },
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 3010 });
    expect((answer.body as Envelope).message).toContain('scanned the space code');
    expect(dbDigest(sim.db)).toBe(before);
    expect(await a.showOrder(parking!.serial)).toMatchObject({ status: 0 });
  });

  it("leave now: B at the space (the scanned device code) may end it; another space's code is not proof", async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    const [parking] = await b.listCurrentOrders({ number: arrears.number });

    const elsewhere = await failure(
      b.previewDoneOrder(parking!.serial, FIXTURES.devices.free.code),
    );
    expect(elsewhere.code).toBe(3010);
    expect(await b.previewDoneOrder(parking!.serial, arrears.parkingDevice)).toMatchObject({
      status: 22,
    });
  });

  it('leave now: the owner may, and so may the member who checked a car in', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const [parking] = await a.listCurrentOrders({ number: arrears.number });
    expect(await a.previewDoneOrder(parking!.serial)).toMatchObject({ status: 22 });

    const checkedIn = await b.publishOrder({
      device: FIXTURES.devices.free.code,
      number: FIXTURES.plates.clean.number,
      plateType: 1,
    });
    expect((await failure(a.previewDoneOrder(checkedIn.serial))).code).toBe(3010);
    expect(await b.previewDoneOrder(checkedIn.serial)).toMatchObject({ status: 9 });
  });

  it('check-in: B cannot start a meter on a plate A has bound; nothing changes', async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    const before = dbDigest(sim.db);

    const refused = await failure(
      b.publishOrder({
        device: FIXTURES.devices.free.code,
        number: FIXTURES.plates.member.number,
        plateType: FIXTURES.plates.member.plateType,
      }),
    );

    expect(refused.code).toBe(3012);
    expect(dbDigest(sim.db)).toBe(before);
  });

  it('leave now still refuses a sensor order (type 1), even at its space', async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    const [order] = await b.listCurrentOrders({ number: sensor.number });
    const refused = await failure(b.previewDoneOrder(order!.serial, sensor.device));
    expect(refused.code).toBe(3001);
  });

  it('patrol close: a member token is refused (401) and the sensor order stays parking', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [order] = await a.listCurrentOrders({ number: sensor.number });
    const before = dbDigest(sim.db);
    const path = `/parking/v1/api/order/${order!.serial}/done`;

    const member = await http(sim).form(path, {}, tokenOf(a));
    const forged = await http(sim).form(path, {}, tokenOf(a), {
      'X-Staff-Key': `8001.${'0'.repeat(64)}`,
    });
    const unknownStaff = await http(sim).form(path, {}, undefined, {
      'X-Staff-Key': staffKeyFor('9999'),
    });

    expect([member.status, forged.status, unknownStaff.status]).toEqual([401, 401, 401]);
    expect(member.body).toMatchObject({ code: 401 });
    expect(dbDigest(sim.db)).toBe(before);
  });

  it("patrol close: a staff device's key closes the sensor order (22)", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const [order] = await a.listCurrentOrders({ number: sensor.number });
    const listed = await http(sim).get<{ serial: string; key: string }[]>('/__admin/staff');
    const key = listed.body.find((staff) => staff.serial === FIXTURES.staff.sales.serial)!.key;
    expect(key).toBe(staffKeyFor(FIXTURES.staff.sales.serial));

    const closed = await http(sim).form(
      `/parking/v1/api/order/${order!.serial}/done`,
      {},
      undefined,
      {
        'X-Staff-Key': key,
      },
    );

    expect(closed.body).toMatchObject({ code: 0, data: { status: 22, ncash: 300 } });
  });

  it('noplate/finish: only the member who started the no-plate session; nothing changes for others', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const { noPlate } = FIXTURES.devices;
    const before = dbDigest(sim.db);

    expect((await failure(b.finishNoPlateOrder(noPlate.code))).code).toBe(3011);
    expect(dbDigest(sim.db)).toBe(before);
    expect(await a.finishNoPlateOrder(noPlate.code)).toMatchObject({ status: 22, type: 2 });
  });

  it('a no-plate check-in starts a session only its member may end', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const device = FIXTURES.devices.free.code;
    const started = await b.publishOrder({ device, number: '云临10003', plateType: 4 });
    expect(started).toMatchObject({ type: 2, status: 0 });
    expect((await a.getDevicePayInfo(device)).noplate).toBe(true);

    expect((await failure(a.finishNoPlateOrder(device))).code).toBe(3011);
    expect(await b.finishNoPlateOrder(device)).toMatchObject({ serial: started.serial });
  });
});
