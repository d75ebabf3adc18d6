import { testInstant } from '@dehong/api-spec/test-instant';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURES } from '../src/index';
import { apiRouter } from '../src/app';
import { documentedOperations } from '../src/http/openapi';
import { createStore } from '../src/repositories/store';
import { createServices } from '../src/services';
import { Clock } from '../src/clock';
import { admin, http, signIn, startTestSimulator, tokenOf } from './support/simulator';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('every operation of openapi.yaml', () => {
  it('has exactly one route, and no route is undocumented', async () => {
    const sim = await startTestSimulator();
    const routes = apiRouter(
      createServices(createStore(sim.db), new Clock(testInstant())),
      true,
    ).operations;
    const documented = documentedOperations().map((op) => `${op.method} ${op.path}`);

    expect([...routes].sort()).toEqual([...documented].sort());
    expect(new Set(routes).size).toBe(routes.length);
    expect(documented.length).toBeGreaterThanOrEqual(105);
  });
});

describe('matching a request to its route', () => {
  it('finds a route however its path is cased or whether it ends in a slash, as Express does', async () => {
    const sim = await startTestSimulator();
    for (const path of [
      '/parking/v1/api/park/list?pageSize=1',
      '/PARKING/V1/api/park/list?pageSize=1',
      '/parking/v1/api/park/list/?pageSize=1',
    ]) {
      expect(await http(sim).get(path)).toMatchObject({
        status: 200,
        body: { code: 0, data: { list: [{ serial: 'LOT001' }] } },
      });
    }
  });

  it('finds a route with a path parameter whatever the case of its service segment', async () => {
    const sim = await startTestSimulator();
    const api = await signIn(sim, FIXTURES.users.a.phone);
    const [order] = (await api.listOrders({ number: '云N12345', pageSize: 1 })).list;
    const path = `/PARKING/v1/api/order/${encodeURIComponent(order!.serial)}/show`;
    expect(await http(sim).get(path, tokenOf(api))).toMatchObject({
      status: 200,
      body: { code: 0, data: { serial: order!.serial, number: '云N12345' } },
    });
  });
});

describe('HTTP failures carry the envelope', () => {
  it('answers an unknown path with 404', async () => {
    const sim = await startTestSimulator();
    expect(await http(sim).get('/parking/v1/api/nothing/here')).toMatchObject({
      status: 404,
      body: { code: 404, message: '请求不存在' },
    });
    expect(await http(sim).get('/no/such/page')).toMatchObject({
      status: 404,
      body: { code: 404 },
    });
  });

  it('answers a wrong method with 405', async () => {
    const sim = await startTestSimulator();
    expect(await http(sim).get('/sso/v1/api/sms/send')).toMatchObject({
      status: 405,
      body: { code: 405, message: '请求方法错误 GET/POST' },
    });
  });

  it('answers an unknown query parameter with 400 naming it', async () => {
    const sim = await startTestSimulator();
    const answer = await http(sim).get('/material/v1/api/news/list?colour=red');
    expect(answer).toMatchObject({ status: 400, body: { code: 400 } });
    expect((answer.body as { message: string }).message).toContain('colour');
  });

  it('speaks English when the app asks for it', async () => {
    const sim = await startTestSimulator();
    const english = { 'Accept-Language': 'en-US,en;q=0.9' };
    expect((await http(sim).get('/user/v1/api/member/funds', undefined, english)).body).toEqual({
      code: 401,
      message: 'Please log in first',
    });
    const token = tokenOf(await signIn(sim, FIXTURES.users.b.phone));
    const poor = await http(sim).form(
      '/user/v1/api/member/coupon/convert',
      { code: 'NOPE2026' },
      token,
      english,
    );
    expect(poor.body).toEqual({
      code: 2005,
      message: 'The redemption code is not valid or has been used',
    });
    const chinese = await http(sim).form(
      '/user/v1/api/member/coupon/convert',
      { code: 'NOPE2026' },
      token,
    );
    expect(chinese.body).toEqual({ code: 2005, message: '兑换码无效或已被使用' });
  });

  it('answers an unexpected failure with a 500 envelope, logs it, and keeps serving', async () => {
    const sim = await startTestSimulator();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    sim.db.exec('DROP TABLE activities');

    expect(await http(sim).get('/material/v1/api/activity/list')).toMatchObject({
      status: 500,
      body: { code: 500, message: '服务器错误' },
    });
    expect(logged).toHaveBeenCalled();
    expect((await http(sim).get('/material/v1/api/news/type/list')).status).toBe(200);
  });

  it('refuses to send an answer that breaks openapi.yaml (a simulator bug) with a 500', async () => {
    const sim = await startTestSimulator();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = tokenOf(await signIn(sim, FIXTURES.users.a.phone));
    // A plate type outside the PlateType enum, as a buggy write would leave it.
    sim.db.prepare("UPDATE orders SET plate_type = 9 WHERE serial = '1'").run();

    expect(await http(sim).get('/parking/v1/api/order/1/show', token)).toMatchObject({
      status: 500,
      body: { code: 500 },
    });
    expect(String(logged.mock.calls[0]?.[1])).toContain('plateType');
    expect((await http(sim).get('/parking/v1/api/order/2/show', token)).status).toBe(200);
  });

  it('answers CORS only for the origins it was given: no `*`, no Authorization for strangers', async () => {
    const sim = await startTestSimulator();
    const preflight = (origin: string) =>
      fetch(`${sim.url}/user/v1/api/member/funds`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Headers': 'authorization' },
      });
    const stranger = await preflight('https://evil.example');
    expect(stranger.status).toBe(204);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(stranger.headers.get('access-control-allow-headers')).toBeNull();
    const answer = await http(sim).get('/component/v1/api/app/config/show', undefined, {
      Origin: 'https://evil.example',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");

    const listed = await startTestSimulator({ corsOrigins: ['http://localhost:5173'] });
    const friend = await fetch(`${listed.url}/user/v1/api/member/funds`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(friend.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(friend.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(friend.headers.get('vary')).toContain('Origin');
  });
});

describe('nothing reaches a 500, and every failure carries the envelope', () => {
  it('a 100 KB URL gets 431 with the envelope, and the simulator keeps serving', async () => {
    const sim = await startTestSimulator();
    const answer = await http(sim).get(`/parking/v1/api/park/list?x=${'a'.repeat(100_000)}`);
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ code: 431, message: '请求地址或请求头过长' });
    expect((await http(sim).get('/component/v1/api/app/config/show')).status).toBe(200);
  });

  it('the fake platform answers a redirect_uri that is no URL with 400, not 500', async () => {
    const sim = await startTestSimulator();
    const logged = vi.spyOn(console, 'error');
    const answer = await http(sim).get(
      '/__chat/oauth/authorize?redirect_uri=http%3A%2F%2F%5B%3A%3A1',
    );
    expect(answer).toMatchObject({ status: 400, body: { code: 400 } });
    expect((answer.body as { message: string }).message).toContain('redirect_uri');
    expect(logged).not.toHaveBeenCalled();
  });

  it('checks a path written in capitals like its own: /SSO/... is validated (and guarded) too', async () => {
    const sim = await startTestSimulator();
    const logged = vi.spyOn(console, 'error');
    const shouted = await http(sim).form('/SSO/v1/api/sms/send', { phone: '1' });
    const empty = await http(sim).form('/Log/v1/api/action/publish', {});
    const unknown = await http(sim).get('/PARKING/v1/api/park/list?colour=red');

    expect([shouted.status, empty.status, unknown.status]).toEqual([400, 400, 400]);
    expect(await admin(sim).smsCodes('1')).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('names a missing field once ("nickname is required", not "nickname.nickname")', async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, FIXTURES.users.b.phone));
    const answer = await http(sim).form('/user/v1/api/member/base/update', {}, token, {
      'Accept-Language': 'en',
    });
    expect(answer.body).toEqual({ code: 400, message: 'Invalid request: nickname is required' });
  });
});

describe('input hygiene at the door', () => {
  it('refuses bad percent-escapes in a query or a form with 400 naming the field, and stores nothing', async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, FIXTURES.users.b.phone));
    for (const bad of ['%E0%A4%A', '%', '%zz', '%ED%A0%80']) {
      const form = await fetch(`${sim.url}/user/v1/api/member/base/update`, {
        method: 'POST',
        headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `nickname=${bad}`,
      });
      expect(form.status, bad).toBe(400);
      expect(((await form.json()) as { message: string }).message).toContain('nickname');
      const query = await http(sim).get(`/material/v1/api/news/list?name=${bad}`);
      expect(query.status, bad).toBe(400);
    }
    const info = await http(sim).get<{ data: { nickname: string } }>(
      '/user/v1/api/member/info',
      token,
    );
    expect(info.body.data.nickname).toBe(FIXTURES.users.b.nickname);
  });

  it('refuses numbers that are not finite (lng=1e999, Infinity) with 400', async () => {
    const sim = await startTestSimulator();
    for (const lng of ['1e999', 'Infinity', '-1e400']) {
      for (const path of [
        `/charge/v1/api/station/list?lng=${lng}&lat=24.4`,
        `/parking/v1/api/park/nearby?lng=${lng}&lat=24.4`,
      ]) {
        const answer = await http(sim).get(path);
        expect(answer.status, path).toBeLessThan(500);
        if (path.startsWith('/charge')) {
          expect(answer.body, path).toMatchObject({ code: 400 });
        }
      }
    }
  });

  it('marks every answer to a signed-in request Cache-Control: no-store', async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, FIXTURES.users.a.phone));
    for (const path of [
      '/user/v1/api/member/info',
      '/user/v1/api/member/funds',
      '/parking/v1/api/order/list?behalf=1',
    ]) {
      const answer = await http(sim).get(path, token);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
    const refused = await http(sim).get('/user/v1/api/member/info', 'Bearer nope');
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});
