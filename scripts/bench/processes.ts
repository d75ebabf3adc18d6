import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const WORKERS = resolve(ROOT, 'scripts/bench/workers');

/**
 * Two cores: servers run on CPU 0 and load generators on CPU 1 (taskset), so the load generator
 * does not steal the server's core; the page that loads the app (Chromium's renderers) has CPU 1
 * to itself in the same way (the simulator, the TLS front, the runner driving Lighthouse and the
 * rest of Chromium stay on CPU 0). Other processes on the machine still share both.
 */
export const CPU = { server: 0, load: 1, browser: 1 } as const;

export const HAS_TASKSET = spawnSync('taskset', ['--version']).status === 0;
export const placement = HAS_TASKSET
  ? `servers pinned to CPU ${CPU.server}, load generators to CPU ${CPU.load} (taskset)`
  : 'no taskset: servers and load generators share both cores';
export const browserPlacement = HAS_TASKSET
  ? `Chromium's renderers pinned to CPU ${CPU.browser}; the simulator, the TLS front, this runner and the rest of Chromium to CPU ${CPU.server} (taskset)`
  : 'no taskset: the servers, this runner and Chromium share both cores';

/**
 * Pins this process (all its threads) to one CPU until the returned function puts its former
 * CPUs back; nothing without taskset.
 */
export function pinThisProcess(cpu: number): () => void {
  if (!HAS_TASKSET) return () => {};
  const pid = String(process.pid);
  const before = /:\s*(\S+)\s*$/.exec(
    spawnSync('taskset', ['-p', '-c', pid], { encoding: 'utf8' }).stdout,
  )?.[1];
  spawnSync('taskset', ['-a', '-p', '-c', String(cpu), pid]);
  return () => {
    if (before) spawnSync('taskset', ['-a', '-p', '-c', before, pid]);
  };
}

const live = new Set<ChildProcess>();

/** Every child still running is killed when the runner stops, however it stops. */
function killAll() {
  for (const child of live) if (child.exitCode === null && child.pid) child.kill('SIGKILL');
}
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

function command(file: string, args: string[], cpu?: number): [string, string[]] {
  return HAS_TASKSET && cpu !== undefined
    ? ['taskset', ['-c', String(cpu), file, ...args]]
    : [file, args];
}

/** `node [flags] --import tsx <script>`: the child's pid is the node process itself (for its RSS). */
export function nodeArgs(
  script: string,
  args: string[] = [],
  nodeFlags: string[] = [],
): [string, string[]] {
  return [process.execPath, [...nodeFlags, '--import', 'tsx', script, ...args]];
}

export interface Service {
  url: string;
  pid: number;
  output(): string;
  /** CPU time the process has used so far (user + system, all its threads), in seconds. */
  cpuSeconds(): number;
  /** Resident memory now (VmRSS), in bytes. */
  rss(): number;
  /** Peak resident memory since the process started (VmHWM), in bytes. */
  peakRss(): number;
  stop(): Promise<void>;
}

/**
 * Starts a long-running child (a server) and waits for its ready line; `ready` captures its URL.
 * taskset execs the program in place, so the pid stays the server's own.
 */
export function startService(
  name: string,
  [file, args]: [string, string[]],
  ready: RegExp,
  options: { cpu?: number; timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<Service> {
  const [program, argv] = command(file, args, options.cpu);
  const child = spawn(program, argv, {
    cwd: ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  void exited.then(() => live.delete(child));
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`${name} was not ready within ${options.timeoutMs ?? 60_000} ms:\n${output}`),
      );
    }, options.timeoutMs ?? 60_000);
    let started = false;
    const onData = (chunk: string) => {
      // Keep only the start of the output (prism logs every request): enough to debug a start.
      if (output.length < 20_000) output += chunk;
      const match = started ? null : ready.exec(output);
      if (!match) return;
      started = true;
      clearTimeout(timer);
      resolveStart({
        url: match[1]!,
        pid: child.pid!,
        output: () => output,
        cpuSeconds: () => cpuSecondsOf(child.pid!),
        rss: () => memoryOf(child.pid!, 'VmRSS'),
        peakRss: () => memoryOf(child.pid!, 'VmHWM'),
        stop: async () => {
          if (child.exitCode !== null) return;
          child.kill('SIGTERM');
          const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(killer);
        },
      });
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      if (!started)
        reject(new Error(`${name} exited (${child.exitCode}) before it was ready:\n${output}`));
    });
  });
}

/** Runs a child to completion, `input` on its stdin, and parses the JSON line it prints last. */
export function runJson<T>(
  name: string,
  [file, args]: [string, string[]],
  options: { cpu?: number; timeoutMs: number; input?: string },
): Promise<T> {
  const [program, argv] = command(file, args, options.cpu);
  const child = spawn(program, argv, { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  live.add(child);
  child.stdin.end(options.input ?? '');
  let stdout = '';
  let stderr = '';
  // Decoded as a stream: a pipe's chunk can end inside a character (a plate's first, say), which a
  // chunk-by-chunk toString() turned into two replacement characters.
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolveRun, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    // 'close', not 'exit': the output may still be in the pipes when the process exits.
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      live.delete(child);
      const last = stdout.trim().split('\n').pop() ?? '';
      if (code !== 0) {
        const why = signal
          ? `was killed (${signal}, limit ${options.timeoutMs} ms)`
          : `exited ${code}`;
        reject(new Error(`${name} ${why}:\n${stderr.slice(-2000)}${stdout.slice(-1000)}`));
        return;
      }
      try {
        resolveRun(JSON.parse(last) as T);
      } catch {
        reject(new Error(`${name} printed no JSON result:\n${stdout.slice(-1000)}`));
      }
    });
  });
}

/** Runs a command to completion and measures its wall time; its output is kept for errors. */
export function timeCommand(
  [file, args]: [string, string[]],
  options: { timeoutMs: number; cwd?: string; env?: Record<string, string> },
): Promise<{ seconds: number; code: number | null; output: string }> {
  const started = performance.now();
  const child = spawn(file, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  let output = '';
  const keep = (chunk: string) => (output = (output + chunk).slice(-20_000));
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      live.delete(child);
      done({ seconds: (performance.now() - started) / 1000, code, output });
    });
  });
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, after the command name in parentheses). */
function cpuSecondsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** A memory figure of a process from /proc/<pid>/status (VmRSS now, VmHWM its peak), in bytes. */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) * 1024;
}

/** A free loopback port, for servers that cannot be told to pick one (prism). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
