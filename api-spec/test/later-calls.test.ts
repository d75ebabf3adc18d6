import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, memorySession, Session } from '../src/index';
import { ok, startOperatorStub } from './support/operator-stub';

let stub: Awaited<ReturnType<typeof startOperatorStub>>;
beforeAll(async () => {
  stub = await startOperatorStub();
});
afterAll(() => stub.close());

const newApi = () => createApi({ baseUrl: stub.baseUrl, session: new Session(memorySession()) });

/**
 * The call groups no cold screen needs at once load with their first call (later-calls.ts): the
 * app's code calls them exactly as the others.
 */
describe('call groups loaded with their first call', () => {
  it("answers a later group's call (the shop's cart) as any other", async () => {
    stub.on('GET', '/tools/v1/api/shop/cart/list', ok([]));
    await expect(newApi().listCart()).resolves.toEqual([]);
  });

  it('is not taken for a promise when returned from an async function', async () => {
    const api = newApi();
    const returned = await (async () => api)();
    expect(returned).toBe(api);
  });

  it('refuses a name no group has, naming it', async () => {
    const api = newApi() as unknown as Record<string, () => Promise<unknown>>;
    await expect(api.noSuchCall!()).rejects.toThrow('api.noSuchCall is not a call');
  });
});
