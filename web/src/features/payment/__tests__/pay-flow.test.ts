import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '@/lib/api';
import { installFakePayBridge, removePayBridge } from '@/testing/fake-pay-bridge';
import { runPayFlow } from '../pay-flow';

/**
 * The simulator never prices a settle at zero (a plate with nothing to pay has nothing to settle),
 * but the operator may: a stand-in operator on 127.0.0.1 answers the publish with cost 0 so that
 * the flow's "nothing due" branch is seen going straight to paid.
 */
describe('the pay flow when the published order costs nothing', () => {
  const calls: string[] = [];
  const operator = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    const reply = (data: unknown) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ code: 0, message: 'ok', data }));
    };
    if (request.url?.startsWith('/user/v1/api/common/member/staff/8000/show')) {
      return reply({ serial: '8000', name: 'Self service', team: 'Dehong' });
    }
    if (request.url === '/pay/v1/api/order/single/publish') {
      return reply({ payCode: 'PAY20261122000000000001', cost: 0 });
    }
    response.writeHead(404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ code: 404, message: 'Request does not exist' }));
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => operator.listen(0, '127.0.0.1', resolve));
    configureApi({ baseUrl: `http://127.0.0.1:${(operator.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    removePayBridge();
    operator.closeAllConnections();
    await new Promise((resolve) => operator.close(resolve));
  });

  it('is paid at once: no balance, no pay sheet, no confirmation', async () => {
    const sheet = installFakePayBridge('ok');

    const outcome = await runPayFlow({
      draft: {
        orderType: 'parking',
        goods: '17,18,19',
        numbers: ['云N12345'],
        sumCost: 0,
        service: 0,
        coupon: 0,
        actualCost: 0,
        beBusiness: 0,
      },
      area: '533103',
      allowBalance: true,
      repay: 1,
    });

    expect(outcome).toEqual({
      kind: 'paid',
      payCode: 'PAY20261122000000000001',
      amount: 0,
      via: 'nothingDue',
    });
    expect(calls).toEqual([
      'GET /user/v1/api/common/member/staff/8000/show',
      'POST /pay/v1/api/order/single/publish',
    ]);
    expect(sheet).toHaveLength(0);
  });
});
