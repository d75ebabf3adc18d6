import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { settled } from '../../src/consumer';
import { formBody, FORM_CONTENT_TYPE } from '../../src/form-body';
import { jsonText } from '../../src/json-text';

const { integer, regex } = MatchersV3;

// A throwaway pact: these interactions prove the matching, they are not part of the contract.
const dir = mkdtempSync(join(tmpdir(), 'form-body-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pact = new PactV4({ consumer: 'form-body-test', provider: 'echo', dir, logLevel: 'error' });

const expected = {
  payCode: regex('^[A-Z0-9]{8,40}$', 'PAY00000001'),
  repay: integer(1),
  orders: jsonText({ orderType: 'parking', sumCost: 1500 }, ['orderType']),
};

/** Posts `fields` form-encoded to the mock server that expects `expected`. */
async function post(fields: Record<string, string>): Promise<void> {
  await pact
    .addInteraction()
    .uponReceiving('a form post')
    .withRequest('POST', '/form', (request) => formBody(request, expected))
    .willRespondWith(200)
    .executeTest(
      settled(async (server) => {
        // The mock server answers a mismatch with HTTP 500; the mismatch itself is what is asserted.
        await fetch(`${server.url}/form`, {
          method: 'POST',
          headers: { 'Content-Type': FORM_CONTENT_TYPE },
          body: new URLSearchParams(fields).toString(),
        });
      }),
    );
}

const matching = {
  payCode: 'PAY20261121',
  repay: '0',
  orders: JSON.stringify({ orderType: 'parking', sumCost: 99 }),
};

/**
 * Form bodies are matched field by field with their matchers (not as opaque bytes), so a client
 * that drops, adds or garbles a field fails its consumer test instead of writing a pact.
 */
describe('form bodies with matchers', () => {
  it('match a body whose fields fit their matchers, in any field order', async () => {
    await expect(post({ orders: matching.orders, repay: '0', payCode: 'XYZ12345' })).resolves.toBe(
      undefined,
    );
  });

  it('record the example body and a matching rule per field', () => {
    const [file] = readdirSync(dir);
    const written = JSON.parse(readFileSync(join(dir, file ?? ''), 'utf8')) as {
      interactions: { request: { body: { content: string }; matchingRules: { body: object } } }[];
    };
    const request = written.interactions[0]?.request;
    expect(new URLSearchParams(request?.body.content).get('payCode')).toBe('PAY00000001');
    expect(Object.keys(request?.matchingRules.body ?? {}).sort()).toEqual([
      '$.orders',
      '$.payCode',
      '$.repay',
    ]);
  });

  it('refuse a missing field', async () => {
    const { repay: _repay, ...withoutRepay } = matching;
    await expect(post(withoutRepay)).rejects.toThrow(/repay/);
  });

  it('refuse an unexpected field', async () => {
    await expect(post({ ...matching, extra: '1' })).rejects.toThrow(/extra/);
  });

  it('refuse a field that breaks its matcher', async () => {
    await expect(post({ ...matching, repay: 'one' })).rejects.toThrow(/repay/);
    await expect(post({ ...matching, payCode: 'lower-case' })).rejects.toThrow(/payCode/);
  });

  it('refuse JSON text of another structure', async () => {
    const recharge = JSON.stringify({ orderType: 'recharge', sumCost: 99 });
    await expect(post({ ...matching, orders: recharge })).rejects.toThrow(/orders/);
  });
});
