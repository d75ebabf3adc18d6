import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAskAhead } from '../ask-ahead';

const ORIGIN = 'http://127.0.0.1';

/** The network: counts what it was asked, answers each address with a numbered JSON body. */
function network(status = 200) {
  const asked: string[] = [];
  const fetch = vi.fn((request: Request) => {
    asked.push(`${request.method} ${request.url}`);
    return Promise.resolve(
      new Response(JSON.stringify({ answer: asked.length }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return { asked, fetch };
}

const get = (path: string, token = 'token-a') =>
  new Request(`${ORIGIN}${path}`, { headers: { Authorization: token } });

/** What the caller reads, as the API client does. */
const bodyOf = async (response: Promise<Response>) => (await response).json() as Promise<unknown>;

describe('asking the first calls ahead of the app', () => {
  // A page's own, per test: it goes from before to asking to over once.
  let ahead: ReturnType<typeof createAskAhead>;
  beforeEach(() => {
    ahead = createAskAhead();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("the app's call to the same address with the same token takes the answer asked ahead, once", async () => {
    const { asked, fetch } = network();
    let early: Promise<Response> | undefined;
    ahead.askAhead(() => {
      early = ahead.fetchOrTakeAhead(get('/parking/v1/api/order/total'), fetch);
    });
    expect(await bodyOf(early!)).toEqual({ answer: 1 });
    ahead.stopAskingAhead();

    expect(await bodyOf(ahead.fetchOrTakeAhead(get('/parking/v1/api/order/total'), fetch))).toEqual(
      { answer: 1 },
    );
    expect(asked).toHaveLength(1);
    // Taken once: asked again, the network answers.
    expect(await bodyOf(ahead.fetchOrTakeAhead(get('/parking/v1/api/order/total'), fetch))).toEqual(
      { answer: 2 },
    );
  });

  it('the answer is taken while it is still on its way', async () => {
    let arrive: (response: Response) => void = () => {};
    const fetch = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          arrive = resolve;
        }),
    );
    ahead.askAhead(
      () => void ahead.fetchOrTakeAhead(get('/user/v1/api/member/vehicle/list'), fetch),
    );
    ahead.stopAskingAhead();
    const taken = ahead.fetchOrTakeAhead(get('/user/v1/api/member/vehicle/list'), fetch);
    arrive(new Response('{"list":[]}', { status: 200 }));
    expect(await bodyOf(taken)).toEqual({ list: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('another address, another token or a query in another order is asked of the network', async () => {
    const { asked, fetch } = network();
    ahead.askAhead(() => {
      void ahead.fetchOrTakeAhead(get('/parking/v1/api/order/current?number=A&code=1'), fetch);
    });
    ahead.stopAskingAhead();
    await ahead.fetchOrTakeAhead(get('/parking/v1/api/order/current?number=B&code=1'), fetch);
    await ahead.fetchOrTakeAhead(
      get('/parking/v1/api/order/current?number=A&code=1', 'token-b'),
      fetch,
    );
    await ahead.fetchOrTakeAhead(get('/parking/v1/api/order/current?code=1&number=A'), fetch);
    expect(asked).toHaveLength(4);
  });

  it.each([
    { why: 'a token that expired meanwhile is asked again, to renew', status: 401, times: 2 },
    { why: 'a refusal of the request itself is taken like any answer', status: 400, times: 1 },
  ])('$status: $why', async ({ status, times }) => {
    const { asked, fetch } = network(status);
    const call = () => get('/parking/v1/api/order/current?number=ABC');
    ahead.askAhead(() => void ahead.fetchOrTakeAhead(call(), fetch));
    ahead.stopAskingAhead();
    const response = await ahead.fetchOrTakeAhead(call(), fetch);
    expect(response.status).toBe(status);
    expect(asked).toHaveLength(times);
  });

  it('only GETs are kept; a POST asked ahead is never answered twice', async () => {
    const { asked, fetch } = network();
    const post = () =>
      new Request(`${ORIGIN}/parking/v1/api/order/confirm`, { method: 'POST', body: '{}' });
    ahead.askAhead(() => void ahead.fetchOrTakeAhead(post(), fetch));
    ahead.stopAskingAhead();
    await ahead.fetchOrTakeAhead(post(), fetch);
    expect(asked).toEqual([
      `POST ${ORIGIN}/parking/v1/api/order/confirm`,
      `POST ${ORIGIN}/parking/v1/api/order/confirm`,
    ]);
  });

  it('nothing is kept before asking ahead, nor after the app has started, nor asked once it has', async () => {
    const { asked, fetch } = network();
    await ahead.fetchOrTakeAhead(get('/parking/v1/api/order/total'), fetch);
    await ahead.fetchOrTakeAhead(get('/parking/v1/api/order/total'), fetch);
    ahead.stopAskingAhead();
    const ask = vi.fn();
    ahead.askAhead(ask);
    expect(ask).not.toHaveBeenCalled();
    expect(ahead.isAskingAhead()).toBe(false);
    await ahead.fetchOrTakeAhead(get('/parking/v1/api/order/total'), fetch);
    await ahead.fetchOrTakeAhead(get('/parking/v1/api/order/total'), fetch);
    expect(asked).toHaveLength(4);
  });

  it('an answer no call took is dropped ten seconds after the app has started', async () => {
    vi.useFakeTimers();
    const { asked, fetch } = network();
    ahead.askAhead(() => void ahead.fetchOrTakeAhead(get('/material/v1/api/news/list'), fetch));
    ahead.stopAskingAhead();
    await vi.advanceTimersByTimeAsync(10_000);
    await ahead.fetchOrTakeAhead(get('/material/v1/api/news/list'), fetch);
    expect(asked).toHaveLength(2);
  });
});
