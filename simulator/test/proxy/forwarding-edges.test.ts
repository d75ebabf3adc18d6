import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { ok, scriptedOperator, type ScriptedAnswer } from './scripted-operator';
import { leaks, throughProxy } from './written';

/**
 * The proxy in front of an upstream that misbehaves at the level of HTTP itself, and a client that
 * writes an absolute-form target: what goes upstream is always an origin-form target built from
 * the path and query, and whatever comes back ends as an answer the app can read (a 502 with a
 * drift entry) within the upstream timeout.
 */

const TIMEOUT_MS = 4_000;
const MEMBER_INFO = '/user/v1/api/member/info';

/** One request written by hand on a socket (fetch cannot send an absolute-form target). */
function rawRequest(url: string, head: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.write(head);
  });
}

async function proxied(answer: ScriptedAnswer) {
  const operator = await scriptedOperator(() => answer);
  try {
    let status = 0;
    let ms = 0;
    const written = await throughProxy(
      operator.url,
      async (url) => {
        const started = Date.now();
        const response = await fetch(url + MEMBER_INFO, {
          signal: AbortSignal.timeout(TIMEOUT_MS + 5_000),
        });
        status = response.status;
        await response.arrayBuffer();
        ms = Date.now() - started;
      },
      { timeoutMs: TIMEOUT_MS },
    );
    return { status, ms, written };
  } finally {
    await operator.close();
  }
}

describe('the targets the proxy sends upstream', () => {
  it('an absolute-form target goes upstream as its path and query only: no other authority, no credentials', async () => {
    const operator = await scriptedOperator(() => ok({ resendIn: 60, expiresIn: 300 }));
    try {
      const written = await throughProxy(operator.url, async (url) => {
        for (const target of [
          `http://169.254.169.254${MEMBER_INFO}?page=1`,
          `http://user:pw-s3cret@metadata.internal${MEMBER_INFO}`,
        ]) {
          const answer = await rawRequest(
            url,
            `GET ${target} HTTP/1.1\r\nHost: metadata.internal\r\nConnection: close\r\n\r\n`,
          );
          expect(answer).toMatch(/^HTTP\/1\.1 200 /);
        }
      });
      expect(operator.received.map((request) => request.target)).toEqual([
        `${MEMBER_INFO}?page=1`,
        MEMBER_INFO,
      ]);
      expect(leaks(written.files, ['pw-s3cret', '169.254.169.254', 'metadata.internal'])).toEqual(
        [],
      );
    } finally {
      await operator.close();
    }
  });
});

describe('answers that are not a readable answer end as a 502 within the timeout', () => {
  it('a 101 Switching Protocols the app never asked for is a 502 at once, not a call held open', async () => {
    const { status, ms, written } = await proxied({
      raw: 'HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
      keepOpen: true,
    });
    expect(status).toBe(502);
    expect(ms).toBeLessThan(TIMEOUT_MS);
    expect(written.snapshot.drifts).toContainEqual(
      expect.objectContaining({ operation: 'getMemberInfo', kind: 'status' }),
    );
  });

  it('a malformed status line (099) is a 502 with a drift entry, not a 500', async () => {
    const { status, written } = await proxied({
      raw: 'HTTP/1.1 099 Odd\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    });
    expect(status).toBe(502);
    expect(written.snapshot.drifts).toContainEqual(
      expect.objectContaining({ operation: 'getMemberInfo', kind: 'status' }),
    );
  });

  it('JSON nested 200,000 deep is a 502 with a drift entry, not a 500', async () => {
    const deep = `{"code":0,"message":"ok","data":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const { status, written } = await proxied({
      raw:
        `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${deep.length}\r\nConnection: close\r\n\r\n${deep}`,
    });
    expect(status).toBe(502);
    expect(written.snapshot.drifts).toContainEqual(
      expect.objectContaining({ operation: 'getMemberInfo', kind: 'too-deep' }),
    );
  });

  it('an answer larger than the proxy checks is a 502 with a drift entry', async () => {
    const huge = JSON.stringify({ code: 0, message: 'ok', data: 'x'.repeat(9 * 1024 * 1024) });
    const { status, written } = await proxied({
      raw:
        `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${huge.length}\r\nConnection: close\r\n\r\n${huge}`,
    });
    expect(status).toBe(502);
    expect(written.snapshot.drifts).toContainEqual(
      expect.objectContaining({ operation: 'getMemberInfo', kind: 'too-large' }),
    );
  });

  it('an early hint (103) before the answer is passed over: the answer itself comes through', async () => {
    const body = JSON.stringify({ code: 0, message: 'ok' });
    const { status } = await proxied({
      raw:
        'HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n' +
        `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    });
    expect(status).toBe(200);
  });
});

describe('requests the proxy reads to write them', () => {
  it('a form field holding JSON nested 200,000 deep goes upstream as it came and is written as its shape', async () => {
    const operator = await scriptedOperator(() => ok({ payCode: 'P1', cost: 0 }));
    try {
      const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
      let status = 0;
      const written = await throughProxy(operator.url, async (url) => {
        const response = await fetch(`${url}/pay/v1/api/order/single/publish`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `orders=${deep}`,
        });
        status = response.status;
      });
      expect(status).toBe(200);
      expect(operator.received[0]!.body).toBe(`orders=${deep}`);
      const recording = Object.entries(written.files).find(([file]) =>
        file.startsWith('publishPayOrder/'),
      )?.[1];
      expect(recording).toMatch(/orders=‹string:400000:[0-9a-f]{8}›/);
    } finally {
      await operator.close();
    }
  });
});
