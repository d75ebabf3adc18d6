import express from 'express';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS } from '../../src/http/security-headers';
import { http, startTestSimulator } from '../support/simulator';
import { fakeWebBuild } from './support/web-build';

/** Helmet as securityHeaders configures it, run per request in a bare app: the reference. */
async function helmetReference(): Promise<Headers> {
  const app = express();
  app.disable('x-powered-by');
  app.use(helmet(HELMET_OPTIONS));
  app.get('/', (_req, res) => {
    res.end();
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as { port: number };
    return (await fetch(`http://127.0.0.1:${port}/`)).headers;
  } finally {
    server.close();
  }
}

const helmetNames = (headers: Headers) =>
  [...headers.keys()].filter(
    (name) => !['connection', 'content-length', 'date', 'keep-alive'].includes(name),
  );

describe('security headers computed once', { timeout: 30_000 }, () => {
  it.each([
    ['a built script', '/assets/index-abc123.js'],
    ['a client route of the app', '/m/home'],
  ])('%s carries every header helmet sets, with helmet’s values', async (_what, path) => {
    const reference = await helmetReference();
    const sim = await startTestSimulator({ webDir: fakeWebBuild(), admin: false });

    const answer = await http(sim).get(path);

    expect(helmetNames(reference).length).toBeGreaterThan(8);
    for (const name of helmetNames(reference)) {
      expect([name, answer.headers.get(name)]).toEqual([name, reference.get(name)]);
    }
    expect(answer.headers.get('x-powered-by')).toBeNull();
  });

  it('API answers carry no ETag while the built files keep theirs', async () => {
    const sim = await startTestSimulator({ webDir: fakeWebBuild(), admin: false });

    const api = await http(sim).get('/component/v1/api/app/config/show');
    const script = await http(sim).get('/assets/index-abc123.js');

    expect(api.status).toBe(200);
    expect(api.headers.get('etag')).toBeNull();
    expect(script.headers.get('etag')).toMatch(/^W\/"/);
  });
});
