import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi, isApiError, memorySession, Session, type PayOrderPayload } from '../src/index';
import { decryptLogin } from '../src/login-crypto-node';
import { startOperatorStub, ok } from './support/operator-stub';

let stub: Awaited<ReturnType<typeof startOperatorStub>>;
beforeAll(async () => {
  stub = await startOperatorStub();
});
afterAll(() => stub.close());
afterEach(() => {
  stub.requests.length = 0;
  vi.unstubAllGlobals();
});

const orderPage = { list: [], total: 0, page: 1, pageSize: 10 };
const userData = {
  access_token: 'tok-123',
  token_type: 'Bearer',
  refresh_token: 'ref-456',
  expires_in: 7200,
  principal: { nickname: 'A', accountPic: '', phone: '13800138000' },
} as const;

function newApi(extra: Parameters<typeof createApi>[0] = {}) {
  return createApi({ baseUrl: stub.baseUrl, session: new Session(memorySession()), ...extra });
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('authorization from session storage', () => {
  it('sends "{token_type} {access_token}" of the saved login on every call', async () => {
    stub.on('GET', '/parking/v1/api/order/list', ok(orderPage));
    const api = newApi();
    api.session.saveLogin(userData);

    await api.listOrders({ number: '云N12345', page: 1, pageSize: 10 });

    expect(stub.requests[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(stub.requests[0]?.query.get('number')).toBe('云N12345');
  });

  it('sends no Authorization header when signed out', async () => {
    stub.on('GET', '/material/v1/api/news/type/list', ok([]));
    await newApi().listNewsTypes();
    expect(stub.requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('form encoding', () => {
  it('posts the pay order as form fields with the payload as JSON text in `orders`', async () => {
    stub.on(
      'POST',
      '/pay/v1/api/order/single/publish',
      ok({ payCode: 'PAY0000000001', cost: 1500 }),
    );
    const payload: PayOrderPayload = {
      orderType: 'parking',
      goods: '101,102',
      sumCost: 1500,
      service: 0,
      coupon: 0,
      actualCost: 1500,
      beBusiness: 0,
      payee: 'DHZZTC',
      payeeName: '德宏自助停车服务',
      staff: '',
      staffName: '',
      team: '',
      numbers: ['云N12345'],
    };

    const published = await newApi().publishPayOrder(payload);

    const request = stub.requests[0]!;
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request.body);
    expect(form.get('repay')).toBe('1');
    expect(JSON.parse(form.get('orders')!)).toEqual(payload);
    expect(published).toEqual({ payCode: 'PAY0000000001', cost: 1500 });
  });
});

describe('envelope', () => {
  it('answers the data of a code-0 envelope', async () => {
    stub.on(
      'GET',
      '/user/v1/api/member/funds',
      ok({ funds: 5000, give: 0, coupon: 2, integral: 1230 }),
    );
    await expect(newApi().getMemberFunds()).resolves.toEqual({
      funds: 5000,
      give: 0,
      coupon: 2,
      integral: 1230,
    });
  });

  it('turns a non-zero code into a business ApiError carrying the server message and code', async () => {
    stub.on('GET', '/user/v1/api/common/member/staff/{serial}/show'.replace('{serial}', '9999'), {
      body: { code: 4004, message: 'staff number does not exist' },
    });
    const error = await rejection(newApi().showStaff('9999'));
    expect(isApiError(error, 'business')).toBe(true);
    expect(error).toMatchObject({ message: 'staff number does not exist', code: 4004 });
  });
});

describe('HTTP statuses (spec section 8)', () => {
  it.each([
    [403, 'forbidden', 'Syntax error'],
    [404, 'notFound', 'Request does not exist'],
    [405, 'methodNotAllowed', 'Request method error GET/POST'],
    [504, 'timeout', 'Connection timeout'],
    [500, 'server', 'Server error'],
    [502, 'server', 'Server error'],
  ])('HTTP %i is "%s" with the message "%s"', async (status, reason, message) => {
    stub.on('GET', '/parking/v1/api/order/total', { status, body: { code: status, message: 'x' } });
    const error = await rejection(newApi().getOrderTotal());
    expect(error).toMatchObject({ reason, message, code: status });
  });

  it('HTTP 400 shows the server envelope message (what in the request was wrong)', async () => {
    stub.on('GET', '/parking/v1/api/order/total', {
      status: 400,
      body: { code: 400, message: 'number is required' },
    });
    const error = await rejection(newApi().getOrderTotal());
    expect(error).toMatchObject({ reason: 'badRequest', message: 'number is required' });
  });

  it('HTTP 401 clears the session, sets the return-url cookie and asks the app to go to login', async () => {
    const jar = { cookie: '' };
    vi.stubGlobal('document', jar);
    vi.stubGlobal('location', { pathname: '/m/order/list', search: '?carNumber=%E4%BA%91N12345' });
    stub.on('GET', '/parking/v1/api/order/total', {
      status: 401,
      body: { code: 401, message: 'expired' },
    });
    const onUnauthorized = vi.fn();
    const api = newApi({ onUnauthorized });
    api.session.saveLogin(userData);

    const error = await rejection(api.getOrderTotal());

    expect(error).toMatchObject({
      reason: 'unauthorized',
      message: 'Please log in first',
      code: 401,
    });
    expect(api.session.isLoggedIn).toBe(false);
    expect(api.session.token).toBeNull();
    expect(jar.cookie).toContain(
      `returnUrl=${encodeURIComponent('/m/order/list?carNumber=%E4%BA%91N12345')}`,
    );
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a refused connection is a network error', async () => {
    const api = createApi({ baseUrl: 'http://127.0.0.1:9', session: new Session(memorySession()) });
    const error = await rejection(api.getOrderTotal());
    expect(error).toMatchObject({ reason: 'network' });
  });

  it('a request that hangs past the timeout is reported as a connection timeout', async () => {
    stub.on('GET', '/parking/v1/api/order/total', {
      ...ok({ monthCost: 0, arrears: 0, unpay: 0 }),
      delayMs: 400,
    });
    const error = await rejection(newApi({ timeoutMs: 50 }).getOrderTotal());
    expect(error).toMatchObject({ reason: 'timeout', message: 'Connection timeout' });
  });
});

/** An operator whose access tokens expire: `tok-123` is refused, the refresh gives `tok-new`. */
function expiringOperator(refresh: 'accepts' | 'refuses') {
  const renewed = { ...userData, access_token: 'tok-new', refresh_token: 'ref-new' };
  stub.on('POST', '/sso/v1/api/token/refresh', (request) =>
    refresh === 'accepts' && new URLSearchParams(request.body).get('refresh_token') === 'ref-456'
      ? { ...ok(renewed), delayMs: 50 }
      : { body: { code: 1009, message: 'The session has expired; log in again' } },
  );
  const byToken = (request: { headers: { authorization?: string } }) =>
    request.headers.authorization === 'Bearer tok-new'
      ? ok({ monthCost: 0, arrears: 300, unpay: 1 })
      : { status: 401, body: { code: 401, message: 'expired' } };
  stub.on('GET', '/parking/v1/api/order/total', byToken);
  stub.on('POST', '/tools/v1/api/feedback/publish', byToken);
}

const refreshCalls = () =>
  stub.requests.filter((request) => request.path === '/sso/v1/api/token/refresh');

describe('session renewal (the access token lives 2 hours, the refresh token 30 days)', () => {
  it('several calls refused together renew the session once and all succeed with the new token', async () => {
    expiringOperator('accepts');
    const onUnauthorized = vi.fn();
    const api = newApi({ onUnauthorized });
    api.session.saveLogin(userData);

    const totals = await Promise.all([1, 2, 3, 4].map(() => api.getOrderTotal()));

    expect(totals.map((total) => total.arrears)).toEqual([300, 300, 300, 300]);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]?.headers.authorization).toBeUndefined();
    expect(api.session.token).toBe('Bearer tok-new');
    expect(api.session.userData?.refresh_token).toBe('ref-new');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a refused POST again with its form body', async () => {
    expiringOperator('accepts');
    const api = newApi();
    api.session.saveLogin(userData);

    await api.publishFeedback({ content: 'The meter at space 012 is broken' });

    const sent = stub.requests.filter(
      (request) => request.path === '/tools/v1/api/feedback/publish',
    );
    expect(sent.map((request) => request.headers.authorization)).toEqual([
      'Bearer tok-123',
      'Bearer tok-new',
    ]);
    expect(sent[1]?.body).toBe(sent[0]?.body);
    expect(sent[1]?.body).toContain('content=');
  });

  it('a refused refresh token clears the session and goes to login with the return url', async () => {
    const jar = { cookie: '' };
    vi.stubGlobal('document', jar);
    vi.stubGlobal('location', { pathname: '/app/vip/bills', search: '' });
    expiringOperator('refuses');
    const onUnauthorized = vi.fn();
    const api = newApi({ onUnauthorized });
    api.session.saveLogin(userData);

    const errors = await Promise.all([1, 2].map(() => rejection(api.getOrderTotal())));

    expect(errors).toMatchObject([{ reason: 'unauthorized' }, { reason: 'unauthorized' }]);
    expect(refreshCalls()).toHaveLength(1);
    expect(api.session.token).toBeNull();
    expect(jar.cookie).toContain(`returnUrl=${encodeURIComponent('/app/vip/bills')}`);
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('without a refresh token there is nothing to renew: login, without asking the operator', async () => {
    expiringOperator('accepts');
    const onUnauthorized = vi.fn();
    const api = newApi({ onUnauthorized });
    api.session.saveLogin({ ...userData, refresh_token: '' });

    expect(await api.renewSession()).toBe(false);
    expect(await rejection(api.getOrderTotal())).toMatchObject({ reason: 'unauthorized' });
    expect(refreshCalls()).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('duplicate-submit lock', () => {
  const duplicateMessage =
    'Do not submit data repeatedly. If no result returns for a long time, refresh the page and continue!';

  it('refuses a second POST to the same endpoint while the first is in flight', async () => {
    stub.on('POST', '/user/v1/api/member/funds/pay', { ...ok(), delayMs: 100 });
    const api = newApi();

    const first = api.payByFunds('PAY0000000001');
    const second = await rejection(api.payByFunds('PAY0000000001'));
    await first;

    expect(second).toMatchObject({ reason: 'duplicateSubmit', message: duplicateMessage });
    expect(stub.requests.filter((r) => r.path === '/user/v1/api/member/funds/pay')).toHaveLength(1);
  });

  it('keeps the lock for about 300 ms after the response, then lets the next submit through', async () => {
    stub.on('POST', '/user/v1/api/member/funds/pay', ok());
    const api = newApi();

    await api.payByFunds('PAY0000000001');
    const tooSoon = await rejection(api.payByFunds('PAY0000000001'));
    await new Promise((resolve) => setTimeout(resolve, 350));
    await api.payByFunds('PAY0000000001');

    expect(tooSoon).toMatchObject({ reason: 'duplicateSubmit' });
    expect(stub.requests).toHaveLength(2);
  });

  it('with no hold (submitLockMs 0) still refuses while in flight, and lets the next submit through at once', async () => {
    stub.on('POST', '/user/v1/api/member/funds/pay', { ...ok(), delayMs: 50 });
    const api = newApi({ submitLockMs: 0 });

    const first = api.payByFunds('PAY0000000001');
    const whileInFlight = await rejection(api.payByFunds('PAY0000000001'));
    await first;
    await api.payByFunds('PAY0000000001');

    expect(whileInFlight).toMatchObject({ reason: 'duplicateSubmit' });
    expect(stub.requests.filter((r) => r.path === '/user/v1/api/member/funds/pay')).toHaveLength(2);
  });

  it('releases the lock after a failed response too', async () => {
    stub.on('POST', '/user/v1/api/member/car/remove', {
      status: 500,
      body: { code: 500, message: 'boom' },
    });
    const api = newApi();
    await rejection(api.removeCar('1'));
    await new Promise((resolve) => setTimeout(resolve, 350));
    await expect(rejection(api.removeCar('1'))).resolves.toMatchObject({ reason: 'server' });
  });

  it('does not block the next step of a flow (another endpoint) nor any GET', async () => {
    stub.on('POST', '/pay/v1/api/order/single/publish', {
      ...ok({ payCode: 'PAY0000000002', cost: 100 }),
      delayMs: 50,
    });
    stub.on('POST', '/user/v1/api/member/funds/pay', ok());
    stub.on('GET', '/parking/v1/api/order/total', ok({ monthCost: 0, arrears: 0, unpay: 0 }));
    const api = newApi();
    const payload = {
      orderType: 'recharge',
      goods: '1',
      sumCost: 100,
      service: 0,
      coupon: 0,
      actualCost: 100,
      beBusiness: 0,
      payee: '',
      payeeName: '',
      staff: '',
      staffName: '',
      team: '',
    } as const;

    await Promise.all([
      api.publishPayOrder(payload),
      api.payByFunds('PAY0000000002'),
      api.getOrderTotal(),
      api.getOrderTotal(),
    ]);
    expect(stub.requests).toHaveLength(4);
  });
});

describe('pay route by area (spec section 7)', () => {
  const params = {
    appid: 'wx1',
    timeStamp: '1763700000',
    nonceStr: 'abcdefghijklmnop',
    package: 'prepay_id=p1',
    signType: 'MD5',
    paySign: 'A'.repeat(32),
  };
  it.each([
    ['533103', '/pay/v1/api/icbc/wxpay/PAY00000001/minipro'],
    ['53310301', '/pay/v1/api/icbc/wxpay/PAY00000001/minipro'],
    ['533122', '/pay/v1/api/abc/wxpay/PAY00000001/minipro'],
    ['533123', '/pay/v1/api/jianhang/wxpay/PAY00000001/minipro'],
    ['533102', '/pay/v1/api/pay/PAY00000001/wx/applet'],
    ['5331', '/pay/v1/api/jianhang/wxpay/PAY00000001/minipro'],
    ['vipCard', '/pay/v1/api/jianhang/wxpay/PAY00000001/minipro'],
  ])('area %s pays through %s', async (area, path) => {
    stub.on('GET', path, ok(params));
    await expect(newApi().payParamsFor(area, 'PAY00000001')).resolves.toEqual(params);
    expect(stub.requests.map((r) => r.path)).toEqual([path]);
  });
});

describe('login with SMS code', () => {
  it('seals phone and code under the one-time key so that node:crypto opens them, and keeps the session', async () => {
    let opened: unknown = null;
    stub.on('GET', '/sso/v1/api/login/key', ok({ key: 'k'.repeat(22), expiresIn: 120 }));
    stub.on('POST', '/sso/v1/api/login', (request) => {
      const form = new URLSearchParams(request.body);
      opened = decryptLogin(form.get('js_login')!, form.get('key')!);
      return ok(userData);
    });
    const api = newApi();

    const { key } = await api.getLoginKey();
    await api.loginWithSms({ phone: '13800138000', smsCode: '123456' }, key);

    expect(opened).toEqual({ phone: '13800138000', smsCode: '123456' });
    const login = stub.requests.find((r) => r.path === '/sso/v1/api/login')!;
    expect(login.headers.authorization).toMatch(/^Basic /);
    expect(login.body).not.toContain('13800138000');
    expect(api.session.isLoggedIn).toBe(true);
    expect(api.session.token).toBe('Bearer tok-123');
  });

  it('a js_login sealed under another key does not open', async () => {
    let opened: unknown = 'untouched';
    stub.on('POST', '/sso/v1/api/login', (request) => {
      opened = decryptLogin(
        new URLSearchParams(request.body).get('js_login')!,
        'another-key-000000',
      );
      return { body: { code: 1002, message: 'login key expired' } };
    });
    const api = newApi();
    const error = await rejection(
      api.loginWithSms({ phone: '13800138000', smsCode: '123456' }, 'k'.repeat(22)),
    );
    expect(opened).toBeNull();
    expect(error).toMatchObject({ reason: 'business', message: 'login key expired' });
    expect(api.session.isLoggedIn).toBe(false);
  });
});

describe('logout', () => {
  it('clears the session, removes the passport cookie and sets the logout cookie', () => {
    const writes: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        writes.push(value);
      },
      get cookie() {
        return '';
      },
    });
    const api = newApi();
    api.session.saveLogin(userData);

    api.logout();

    expect(api.session.isLoggedIn).toBe(false);
    expect(writes.some((c) => c.startsWith('passport=;') && c.includes('max-age=0'))).toBe(true);
    expect(writes.some((c) => c.startsWith('logout=1'))).toBe(true);
  });
});
