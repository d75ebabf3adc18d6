import { addDays, chinaDate } from '@dehong/api-spec/domain';
import { describe, expect, it } from 'vitest';
import { FIXTURES, staffKeyFor } from '../src/index';
import {
  admin,
  failure,
  http,
  moneyViolations,
  newApi,
  signIn,
  startTestSimulator,
  tokenOf,
} from './support/simulator';

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;

describe('the member', () => {
  it('shows the profile and changes the nickname and avatar', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const info = await api.getMemberInfo();
    expect(info).toMatchObject({ nickname: '李明', phone: A, promotionCode: 'DH000001' });

    expect(await api.updateMemberBaseInfo({ nickname: '李先生' })).toMatchObject({
      nickname: '李先生',
    });
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    const { url } = await api.uploadImage(new Blob([png], { type: 'image/png' }), 'me.png');
    expect(await api.updateMemberAvatar({ accountPic: url })).toMatchObject({ accountPic: url });
    const actions = await api.listMemberActions({ pageSize: 5 });
    expect(actions.list.map((action) => action.action)).toEqual(['profile', 'profile', 'login']);
  });

  it('moves the account to a new phone proven by its SMS code; a taken phone is refused', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    await api.sendSms('13600136000');
    const code = await admin(sim).latestSmsCode('13600136000');

    expect(await api.updateMemberPhone({ phone: '13600136000', smsCode: code })).toMatchObject({
      phone: '13600136000',
    });
    await newApi(sim).sendSms(B);
    const taken = await failure(
      api.updateMemberPhone({ phone: B, smsCode: await admin(sim).latestSmsCode(B) }),
    );
    expect(taken.code).toBe(1010);
    expect((await signIn(sim, '13600136000').then((other) => other.getMemberFunds())).funds).toBe(
      5000,
    );
  });

  it('merges another account: its cars, funds and coupons move, and it is closed', async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    await b.publishCar({ number: '云N24680', plateType: 1 });
    await b.convertCoupon('DHPARK2026');
    const a = await signIn(sim, A);
    await a.sendSms(B);

    const merged = await a.mergeMemberAccount({
      phone: B,
      smsCode: await admin(sim).latestSmsCode(B),
    });

    expect(merged.phone).toBe(A);
    expect((await a.listCars()).list.map((car) => car.number)).toContain('云N24680');
    expect(await a.getMemberFunds()).toMatchObject({ funds: 5000, coupon: 3 });
    expect(await failure(b.getMemberFunds())).toMatchObject({ reason: 'unauthorized' });
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('closes the account with its own SMS code; the next login starts a new one', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, B);
    await api.sendSms(B);
    await api.destroyMember({ smsCode: await admin(sim).latestSmsCode(B) });

    expect(await failure(api.getMemberInfo())).toMatchObject({ reason: 'unauthorized' });
    const again = await signIn(sim, B);
    expect((await again.getMemberInfo()).nickname).toBe('车主9000');
  });

  it('lists messages newest first and marks one read', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const messages = await api.listMessages();
    expect(messages.total).toBe(3);
    const unread = messages.list.find((message) => message.read === 0)!;

    expect(await api.markMessageRead(unread.serial)).toMatchObject({
      serial: unread.serial,
      read: 1,
    });
    expect(messages.list.map((m) => m.createTime)).toEqual(
      messages.list
        .map((m) => m.createTime)
        .sort()
        .reverse(),
    );
  });

  it('signs in for integral once a day', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const today = chinaDate(sim.clock.now());

    expect(await api.signToday()).toEqual({ gained: 100, integral: 1330, date: today });
    expect(await failure(api.signToday())).toMatchObject({ code: 2004 });
    expect((await api.listIntegral()).list[0]).toMatchObject({ integral: 100, reason: '每日签到' });
    await admin(sim).advance(24 * 60);
    expect((await (await signIn(sim, A)).signToday()).date).toBe(addDays(today, 1));
  });
});

describe('coupons', () => {
  it('lists the unused parking coupons the app asks for, with counts by status', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const unused = await api.listCoupons({ type: 1, status: 0 });

    expect(unused.total).toBe(2);
    expect(unused.list.every((coupon) => coupon.status === 0 && coupon.type === 1)).toBe(true);
    expect(await api.getCouponStats()).toEqual({ unused: 2, used: 1, expired: 1 });
    expect(await api.showCoupon(unused.list[0]!.serial)).toEqual(unused.list[0]);
  });

  it('redeems a code once, and clears expired coupons from the list', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);

    const coupon = await api.convertCoupon('dhpark2026');
    expect(coupon).toMatchObject({ name: '停车抵扣券5元', amount: 500, status: 0 });
    expect((await failure((await signIn(sim, B)).convertCoupon('DHPARK2026'))).code).toBe(2005);

    expect(await api.clearExpiredCoupons()).toEqual({ removed: 1 });
    expect(await api.getCouponStats()).toEqual({ unused: 3, used: 1, expired: 0 });
  });
});

describe('cars and vehicles', () => {
  it('adds, hides and removes a car; refuses a plate that does not fit its type', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, B);

    const car = await api.publishCar({ number: '云ND12345', plateType: 2 });
    expect(car).toMatchObject({ number: '云ND12345', type: 2, secret: 0 });
    expect(await api.setCarSecret({ serial: car.serial, secret: 1 })).toMatchObject({ secret: 1 });
    expect(await api.listVehicles()).toEqual([
      {
        number: '云ND12345',
        plateType: 2,
        expiry: null,
        service: null,
        economize: 0,
        isvalid: false,
      },
    ]);
    expect((await failure(api.publishCar({ number: '云N12345', plateType: 2 }))).code).toBe(2002);
    await api.removeCar(car.serial);
    expect((await api.listCars()).total).toBe(0);
  });

  it('shows where a car parked, newest first, and subscribes to its notifications', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const records = await api.listSpaceMessages({ number: '云N12345', pageSize: 5 });

    expect(records.total).toBeGreaterThan(12);
    expect(records.list[0]).toMatchObject({ space: '012', stationName: '团结大街' });
    expect(records.list[0]!.message).toContain('团结大街');
    // The structured form of the sentence: parked now, or left at a time.
    expect(records.list[0]!.finishTime).toBeNull();
    expect(records.list[1]!.finishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(records.list[1]!.message).toContain(records.list[1]!.finishTime!);
    expect(await api.subscribeAttention({ number: '云N12345', subscribe: 1 })).toEqual({
      number: '云N12345',
      subscribe: 1,
    });
  });

  it('reads a plate from an uploaded photo named after it', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const upload = await api.uploadImage(new Blob([png], { type: 'image/png' }), '云N88888.png');
    const blank = await api.uploadImage(new Blob([png], { type: 'image/png' }), 'photo.png');

    expect(await api.recognisePlate(upload.url)).toEqual({
      number: '云N88888',
      plateType: 1,
      confidence: 0.96,
    });
    expect((await failure(api.recognisePlate(blank.url))).code).toBe(2007);
  });
});

describe('uploads', () => {
  it('stores an image and serves it back; refuses what is not one', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const png = Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001', 'hex');

    const upload = await api.uploadImage(new Blob([png]), 'avatar.png');
    expect(upload).toMatchObject({ name: 'avatar.png', size: png.length });
    const served = await fetch(upload.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const text = await failure(
      api.uploadImage(new Blob(['<script>alert(1)</script>']), 'evil.png'),
    );
    expect(text.code).toBe(2009);
    const pdf = await api.uploadFile(new Blob(['%PDF-1.4 test']), 'licence.pdf');
    expect(pdf.name).toBe('licence.pdf');
  });

  it('refuses an image over 2 MB', async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, A));
    const big = Buffer.alloc(2 * 1024 * 1024 + 10);
    Buffer.from('ffd8ff', 'hex').copy(big);
    const form = new FormData();
    form.append('file', new Blob([big]), 'big.jpg');
    const answer = await fetch(`${sim.url}/component/v1/api/upload/image`, {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    });
    expect(await answer.json()).toMatchObject({ code: 2009 });
    expect(sim.db.prepare('SELECT COUNT(*) FROM uploads').pluck().get()).toBe(0);
  });

  it('stops reading a body over the 5 MB upload limit: a 400', async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, A));
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(5 * 1024 * 1024 + 100)]), 'huge.pdf');
    const answer = await fetch(`${sim.url}/component/v1/api/upload/file`, {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 400 });
  });
});

describe('orders afterwards', () => {
  it('disputes an unpaid order (abnormal, 11: out of the arrears) and hides a completed one from the trip bills', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const [unpaid] = (await api.listUnpaidOrders({ number: '云N12345' })).list;
    const completed = (await api.listOrders({ number: '云N12345', status: '9', pageSize: 1 }))
      .list[0]!;

    expect(
      await api.reportOrderFault({ serial: unpaid!.serial, content: '不是我的车' }),
    ).toMatchObject({ status: 'open' });
    expect(await api.showOrder(unpaid!.serial)).toMatchObject({ status: 11 });
    await api.hideOrder(completed.serial);
    const bills = await api.listOrders({ behalf: 1, number: '云N12345', pageSize: 50 });
    expect(bills.list.map((order) => order.serial)).not.toContain(completed.serial);
    expect(await api.getRepaySummary({ number: '云N12345' })).toMatchObject({ count: 2 });
  });

  it('the patrol (a staff key, not a member token) closes a sensor order (22)', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const [order] = await api.listCurrentOrders({ number: FIXTURES.plates.sensor.number });
    expect((await failure(api.doneOrder(order!.serial))).reason).toBe('unauthorized');
    const closed = await http(sim).form(
      `/parking/v1/api/order/${order!.serial}/done`,
      {},
      undefined,
      {
        'X-Staff-Key': staffKeyFor(FIXTURES.staff.sales.serial),
      },
    );
    expect(closed.body).toMatchObject({ code: 0, data: { status: 22, ncash: 300 } });
  });

  it('serves entry and exit photos of an order', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, A);
    const order = (await api.listOrders({ number: '云N12345', status: '9', pageSize: 1 })).list[0]!;
    const photo = await fetch(sim.url + order.epic);
    expect(photo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await photo.text()).toContain('云N12345');
    expect((await http(sim).get('/media/order/404/entry.svg')).status).toBe(404);
  });
});
