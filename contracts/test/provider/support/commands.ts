import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const CONTRACTS_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const VERIFY_SCRIPT = fileURLToPath(new URL('../../../scripts/verify.ts', import.meta.url));
/** The backend team's standalone verifier, as `npx pact-verifier` runs it. */
const PACT_VERIFIER_CLI = createRequire(import.meta.url).resolve(
  '@pact-foundation/pact-cli/bin/pact-verifier.js',
);

export interface Finished {
  code: number;
  /** stdout and stderr, interleaved as they came. */
  output: string;
}

/**
 * This environment without any broker or provider setting, so that a test never verifies against
 * or publishes to something the shell happens to name.
 */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^PACT_(BROKER|PROVIDER|DESCRIPTION|LOG)/.test(name)) env[name] = value;
  }
  return { ...env, PACT_DO_NOT_TRACK: 'true', ...extra };
}

/** Runs a Node program to its end, without blocking this process (its servers keep answering). */
export function runNode(
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: CONTRACTS_DIR, env: cleanEnv(env) });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** `npm run verify -w contracts` with these variables. */
export function runVerify(env: Record<string, string> = {}): Promise<Finished> {
  return runNode(['--import', 'tsx', VERIFY_SCRIPT], env);
}

/** The lines of the summary `verify` prints last. */
export function summaryOf(output: string): string[] {
  const start = output.lastIndexOf('Contract verification summary');
  if (start < 0) throw new Error(`verify printed no summary:\n${output.slice(-3000)}`);
  return output
    .slice(start)
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '');
}

/** The descriptions of the interactions the summary lists as failed. */
export function failedIn(summary: readonly string[]): string[] {
  return summary.filter((line) => line.startsWith('  ✗ ')).map((line) => line.slice(4));
}

export interface PactVerifierRun {
  files: readonly string[];
  baseUrl: string;
  statesUrl: string;
  /** Where the JSON report goes. */
  report: string;
}

/** The standalone `pact-verifier` over pact files, as a backend engineer runs it from a shell. */
export function runPactVerifier(
  run: PactVerifierRun,
  env: Record<string, string> = {},
): Promise<Finished> {
  const url = new URL(run.baseUrl);
  return runNode(
    [
      PACT_VERIFIER_CLI,
      ...run.files.flatMap((file) => ['--file', file]),
      '--hostname',
      url.hostname,
      '--port',
      url.port,
      '--state-change-url',
      run.statesUrl,
      '--state-change-teardown',
      '--json',
      run.report,
      '--no-colour',
    ],
    env,
  );
}
