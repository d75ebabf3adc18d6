import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnCli } from '../../support/cli';

const WORKSPACE = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const children: ChildProcess[] = [];
const folders: string[] = [];

/** Kills the CLIs the test started and removes its folders (test/support/setup.ts). */
export function stopClis(): void {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** A temporary folder, removed after the test. */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  folders.push(folder);
  return folder;
}

export interface CliSimulator {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the simulator CLI as `npm run sim -- ...` runs it and waits for its ready line; killed after the test. */
export function startCli(args: string[]): Promise<CliSimulator> {
  const child = spawnCli(['--port', '0', ...args], {
    cwd: WORKSPACE,
    env: { ...process.env, PORT: '' },
  });
  children.push(child);
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return new Promise((resolveStart, reject) => {
    const onData = (chunk: string) => {
      output += chunk;
      const ready = /Simulator ready at (http:\/\/\S+)/.exec(output);
      if (ready) resolveStart({ url: ready[1]!, child, output: () => output, exited });
    };
    child.stdout!.setEncoding('utf8').on('data', onData);
    child.stderr!.setEncoding('utf8').on('data', onData);
    void exited.then(({ code }) =>
      reject(new Error(`the CLI exited (${code}) before it was ready:\n${output}`)),
    );
  });
}
