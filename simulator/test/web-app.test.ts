import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSimulator } from './support/simulator';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const SCRIPT = `export const words = ${JSON.stringify('停车 parking '.repeat(400))};\n`;
const STYLES = 'body { margin: 0 }\n';
/** index.html's own inline script, as web/vite-plugins/first-paint.ts writes it. */
const FIRST_PAINT = '<script>paintTheFrame()</script>';

/**
 * A folder laid out like web/dist after `vite build`: index.html, a hashed script with the brotli
 * and gzip copies web/vite-plugins/precompress.ts writes, a stylesheet too small to have any, and
 * a file of `public/` (unhashed). Next to it, outside the build, a file a path must not reach.
 */
function precompressedBuild(): string {
  const parent = mkdtempSync(join(tmpdir(), 'sim-web-app-'));
  folders.push(parent);
  writeFileSync(join(parent, 'secret.js.br'), brotliCompressSync('secret'));
  const dir = join(parent, 'dist');
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${FIRST_PAINT}</body></html>`,
  );
  writeFileSync(join(dir, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'assets/index-abc123.css'), STYLES);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET as a browser sends it, with the bytes as they travel (fetch would decode them). */
function rawGet(url: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const CHROME = 'gzip, deflate, br, zstd';

describe('serving the built web app compressed', () => {
  it('sends a script in brotli to a browser that accepts it, and the bytes decode to the file', async () => {
    const sim = await startTestSimulator({ webDir: precompressedBuild(), admin: false });
    const answer = await rawGet(`${sim.url}/assets/index-abc123.js`, { 'Accept-Encoding': CHROME });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser that takes gzip but not brotli', async () => {
    const sim = await startTestSimulator({ webDir: precompressedBuild(), admin: false });
    const answer = await rawGet(`${sim.url}/assets/index-abc123.js`, {
      'Accept-Encoding': 'gzip, deflate',
    });

    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no compression, still varying on it', async () => {
    const sim = await startTestSimulator({ webDir: precompressedBuild(), admin: false });
    for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0']) {
      const answer = await rawGet(`${sim.url}/assets/index-abc123.js`, {
        'Accept-Encoding': acceptEncoding,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('answers a HEAD with the encoded length and no body', async () => {
    const sim = await startTestSimulator({ webDir: precompressedBuild(), admin: false });
    const answer = await rawGet(
      `${sim.url}/assets/index-abc123.js`,
      { 'Accept-Encoding': CHROME },
      'HEAD',
    );

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(answer.body.length).toBe(0);
  });

  it('sends a file without compressed copies as it is', async () => {
    const sim = await startTestSimulator({ webDir: precompressedBuild(), admin: false });
    const answer = await rawGet(`${sim.url}/assets/index-abc123.css`, {
      'Accept-Encoding': CHROME,
    });

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-type']).toMatch(/^text\/css/);
    expect(answer.body.toString()).toBe(STYLES);
  });

  it('caches hashed assets for good, public files for an hour, and revalidates index.html', async () => {
    const sim = await startTestSimulator({ webDir: precompressedBuild(), admin: false });
    const cacheOf = async (path: string, accept = '*/*') =>
      (await rawGet(sim.url + path, { 'Accept-Encoding': CHROME, Accept: accept })).headers[
        'cache-control'
      ];

    expect(await cacheOf('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/assets/index-abc123.css')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/robots.txt')).toBe('public, max-age=3600');
    expect(await cacheOf('/m/home', 'text/html')).toBe('no-cache');
  });

  it('keeps a missing asset a 404 and a path out of the build unreachable', async () => {
    const sim = await startTestSimulator({ webDir: precompressedBuild(), admin: false });
    const missing = await rawGet(`${sim.url}/assets/missing-abc123.js`, {
      'Accept-Encoding': CHROME,
    });
    const outside = await rawGet(`${sim.url}/..%2fsecret.js`, { 'Accept-Encoding': CHROME });

    expect(missing.status).toBe(404);
    expect(outside.status).not.toBe(200);
    expect(outside.body.toString()).not.toContain('secret');
  });

  it("runs index.html's inline script under the CSP by the response's own nonce, a new one each time", async () => {
    const sim = await startTestSimulator({ webDir: precompressedBuild(), admin: false });
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const answer = await rawGet(`${sim.url}/m/order/payment`, { Accept: 'text/html' });
      const policy = String(answer.headers['content-security-policy']);
      const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(answer.body.toString()).toContain(`<script nonce="${nonce}">paintTheFrame()</script>`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});
