import { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createExpressServer } from '../../src/http/express-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** An app on createExpressServer that records each request's prototypes as Node built them. */
async function probe() {
  const app = express();
  app.get('/probe/:id', (req, res) => {
    res
      .status(201)
      .set('X-Probe', req.params.id)
      .json({
        keptRequest: Object.getPrototypeOf(req) === bornWith.get(req)?.request,
        keptResponse: Object.getPrototypeOf(res) === bornWith.get(req)?.response,
        node: req instanceof IncomingMessage && res instanceof ServerResponse,
        query: req.query,
        host: req.get('host'),
        ip: req.ip,
      });
  });
  const server = createExpressServer(app);
  const bornWith = new WeakMap<object, { request: object; response: object }>();
  // Before Express: what the request and response are as Node hands them over.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    bornWith.set(req, {
      request: Object.getPrototypeOf(req),
      response: Object.getPrototypeOf(res),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('createExpressServer', () => {
  it('hands Express requests and responses whose prototypes it keeps, with all of Express and Node', async () => {
    const url = await probe();
    // Several on one kept-alive connection: each is a new pair.
    for (const id of ['a', 'b', 'c']) {
      const answer = await fetch(`${url}/probe/${id}?plate=${encodeURIComponent('云A12345')}&n=2`);
      expect(answer.status).toBe(201);
      expect(answer.headers.get('x-probe')).toBe(id);
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await answer.json()).toEqual({
        keptRequest: true,
        keptResponse: true,
        node: true,
        query: { plate: '云A12345', n: '2' },
        host: new URL(url).host,
        ip: '127.0.0.1',
      });
    }
  });

  it('leaves what Express answers itself as it was (an unknown path, a HEAD)', async () => {
    const url = await probe();
    const missing = await fetch(`${url}/nothing/here`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Cannot GET /nothing/here');
    const head = await fetch(`${url}/probe/x`, { method: 'HEAD' });
    expect(head.status).toBe(201);
    expect(await head.text()).toBe('');
  });
});
