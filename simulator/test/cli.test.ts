import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCli, UsageError } from '../src/cli';
import { spawnCli } from './support/cli';

const WORKSPACE = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPO = resolve(WORKSPACE, '..');

describe('CLI options', () => {
  it('defaults to port 8080, 127.0.0.1, data/sim.db at the repo root, no admin', () => {
    expect(parseCli([], {}, REPO)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      db: join(REPO, 'data/sim.db'),
      admin: false,
      reset: false,
    });
  });

  it('--trust-proxy takes the front’s X-Forwarded-* headers', () => {
    expect(parseCli(['--trust-proxy'], {}, REPO)).toMatchObject({ trustProxy: true });
    expect(parseCli([], {}, REPO)).not.toHaveProperty('trustProxy');
  });

  it('takes PORT, and resolves relative paths against INIT_CWD (where npm run was typed)', () => {
    const options = parseCli(
      ['--db', 'tmp/x.db', '--web', 'web/dist', '--admin', '--reset', '--orders', '1000'],
      { PORT: '9090', INIT_CWD: '/somewhere' },
      REPO,
    );
    expect(options).toEqual({
      port: 9090,
      host: '127.0.0.1',
      db: '/somewhere/tmp/x.db',
      webDir: '/somewhere/web/dist',
      admin: true,
      reset: true,
      orders: 1000,
    });
    expect(parseCli(['--db', ':memory:', '--port', '0'], {}, REPO)).toMatchObject({
      db: ':memory:',
      port: 0,
    });
  });

  it.each([
    [['--port', 'eighty']],
    [['--port', '70000']],
    [['--orders', '-5']],
    [['--colour']],
    [['--db']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseCli(argv, {}, REPO)).toThrow(UsageError);
  });
});

const children: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the CLI as `npm run sim` would and waits for its ready line. */
function runCli(args: string[], cwd: string): Promise<Started> {
  const child = spawnCli(args, {
    cwd: WORKSPACE,
    env: { ...process.env, INIT_CWD: cwd, PORT: '' },
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return new Promise((resolveStart, reject) => {
    const onData = (chunk: string) => {
      output += chunk;
      const ready = /Simulator ready at (http:\/\/\S+)/.exec(output);
      if (ready) resolveStart({ child, url: ready[1]!, output: () => output, exited });
    };
    child.stdout!.setEncoding('utf8').on('data', onData);
    child.stderr!.setEncoding('utf8').on('data', onData);
    void exited.then((code) =>
      reject(new Error(`the CLI exited (${code}) before it was ready:\n${output}`)),
    );
  });
}

async function carsOf(url: string, token: string) {
  const answer = await fetch(`${url}/user/v1/api/member/car/list`, {
    headers: { Authorization: token },
  });
  return ((await answer.json()) as { data: { total: number } }).data.total;
}

async function signInB(url: string): Promise<string> {
  const back = await fetch(
    `${url}/__chat/oauth/continue?phone=13900139000&redirect_uri=http%3A%2F%2Fa.test%2F`,
    { redirect: 'manual' },
  );
  const code = new URL(back.headers.get('location')!).searchParams.get('code')!;
  const login = await fetch(`${url}/sso/v1/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ code }).toString(),
  });
  const { data } = (await login.json()) as { data: { token_type: string; access_token: string } };
  return `${data.token_type} ${data.access_token}`;
}

// Hang guards: a start of the bundle reads openapi.yaml and seeds (~5 s alone, 30 s when npm test's
// three lanes share two cores); the first test starts it three times.
describe('the CLI (npm run sim)', { timeout: 120_000 }, () => {
  it('serves a file database, keeps its data across restarts, reseeds on --reset, and stops on SIGTERM', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sim-cli-'));
    folders.push(folder);

    const first = await runCli(['--port', '0', '--db', 'state/sim.db', '--admin'], folder);
    expect(first.output()).toContain(`Admin console at ${first.url}/__admin`);
    expect(existsSync(join(folder, 'state/sim.db'))).toBe(true);
    const token = await signInB(first.url);
    await fetch(`${first.url}/user/v1/api/member/car/publish`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: '云N99999', plateType: '1' }).toString(),
    });
    expect(await carsOf(first.url, token)).toBe(1);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Simulator stopping (SIGTERM)');

    const second = await runCli(['--port', '0', '--db', 'state/sim.db', '--admin'], folder);
    expect(await carsOf(second.url, await signInB(second.url))).toBe(1);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    const third = await runCli(
      ['--port', '0', '--db', 'state/sim.db', '--admin', '--reset'],
      folder,
    );
    expect(await carsOf(third.url, await signInB(third.url))).toBe(0);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  });

  it('without --admin serves the API but no admin console', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sim-cli-'));
    folders.push(folder);
    const started = await runCli(['--port', '0', '--db', ':memory:'], folder);
    expect(started.output()).not.toContain('Admin console');
    expect((await fetch(`${started.url}/__admin`)).status).toBe(404);
    expect((await fetch(`${started.url}/component/v1/api/app/config/show`)).status).toBe(200);
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  });

  it('on a busy port says "address in use" with the port and exits non-zero', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const { port } = taken.address() as AddressInfo;
    try {
      const child = spawnCli(['--port', String(port), '--db', ':memory:'], {
        cwd: WORKSPACE,
        env: { ...process.env, PORT: '' },
      });
      children.push(child);
      let output = '';
      child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      // 'close': the last of the output may still be in the pipes at 'exit'.
      const code = await new Promise((done) => child.once('close', done));
      expect(code).not.toBe(0);
      expect(output).toContain('address in use');
      expect(output).toContain(String(port));
      expect(output).not.toContain('Cannot destructure');
    } finally {
      taken.close();
    }
  });

  it('takes --cors-origin (repeatable) and refuses anything but an origin', () => {
    expect(
      parseCli(
        ['--cors-origin', 'http://localhost:5173', '--cors-origin', 'https://park.example.cn'],
        {},
        '/repo',
      ),
    ).toMatchObject({ corsOrigins: ['http://localhost:5173', 'https://park.example.cn'] });
    for (const bad of ['*', 'park.example.cn', 'https://park.example.cn/app', 'ftp://x.cn']) {
      expect(() => parseCli(['--cors-origin', bad], {}, '/repo'), bad).toThrow(UsageError);
    }
  });

  it('exits with a usage message on a bad flag', async () => {
    const child = spawnCli(['--port', 'x'], { cwd: WORKSPACE });
    children.push(child);
    let output = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise((done) => child.once('close', done));
    expect(code).toBe(2);
    expect(output).toContain('--port must be a whole number');
    expect(output).toContain('Usage: npm run sim');
  });
});
