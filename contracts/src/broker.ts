import { spawn, spawnSync, type StdioOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import { CONSUMER, PACTS_DIR, SERVICES, providerOf } from './pacts';

/*
 * The Pact Broker side of the contracts: who publishes what, under which version. Everything is
 * optional: without PACT_BROKER_BASE_URL the scripts say so and succeed, so `npm test` and local
 * runs never need a broker.
 */

export type Env = Readonly<Record<string, string | undefined>>;

export interface Broker {
  baseUrl: string;
  /** How the pact-broker CLI authenticates (it reads the variables itself). */
  auth: 'token' | 'basic' | 'none';
}

/** The broker to talk to, or null when none is configured. */
export function brokerFrom(env: Env): Broker | null {
  const baseUrl = env.PACT_BROKER_BASE_URL?.trim();
  if (!baseUrl) return null;
  if (env.PACT_BROKER_TOKEN) return { baseUrl, auth: 'token' };
  if (env.PACT_BROKER_USERNAME && env.PACT_BROKER_PASSWORD) return { baseUrl, auth: 'basic' };
  return { baseUrl, auth: 'none' };
}

export const NOT_CONFIGURED =
  'Pact Broker not configured (PACT_BROKER_BASE_URL is not set): nothing to do.';

/** A pacticipant version: the git commit, and the branch it was built from. */
export interface Version {
  number: string;
  branch: string;
}

export type Git = (...args: string[]) => string;

export const git: Git = (...args) => {
  const result = spawnSync('git', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim()}`);
  return result.stdout.trim();
};

/**
 * This checkout's version. CI systems check out a detached HEAD, so GIT_BRANCH (or the usual CI
 * variables) names the branch when git cannot.
 */
export function versionFrom(env: Env, run: Git = git): Version {
  const number = env.GIT_COMMIT?.trim() || run('rev-parse', 'HEAD');
  const branch =
    env.GIT_BRANCH?.trim() ||
    env.GITHUB_HEAD_REF?.trim() ||
    env.GITHUB_REF_NAME?.trim() ||
    env.CI_COMMIT_REF_NAME?.trim() ||
    run('rev-parse', '--abbrev-ref', 'HEAD');
  if (!branch || branch === 'HEAD') {
    throw new Error('Cannot tell the git branch (detached HEAD): set GIT_BRANCH');
  }
  return { number, branch };
}

/**
 * Pacts are published under the commit they were generated at; pacts that differ from that commit
 * would be published under a version that does not contain them.
 */
export function assertPactsCommitted(run: Git = git, dir: string = PACTS_DIR): void {
  const changes = run('status', '--porcelain', '--', dir);
  if (changes) {
    throw new Error(`The pacts differ from the commit they would be published under:\n${changes}`);
  }
}

export function publishArgs(version: Version, dir: string = PACTS_DIR): string[] {
  return ['publish', dir, '--consumer-app-version', version.number, '--branch', version.branch];
}

export interface DeployQuery {
  pacticipant: string;
  version: string;
  environment: string;
}

/** What can-i-deploy and record-deployment ask about: this version of the web app by default. */
export function deployQueryFrom(env: Env, version: Version): DeployQuery {
  return {
    pacticipant: env.PACT_PACTICIPANT?.trim() || CONSUMER,
    version: env.PACT_PACTICIPANT_VERSION?.trim() || version.number,
    environment: env.PACT_ENVIRONMENT?.trim() || 'production',
  };
}

export function canIDeployArgs(query: DeployQuery, env: Env): string[] {
  const args = [
    'can-i-deploy',
    '--pacticipant',
    query.pacticipant,
    '--version',
    query.version,
    '--to-environment',
    query.environment,
  ];
  // The providers' verification may still be running (webhook-triggered): wait for its result.
  const retries = env.PACT_RETRY_WHILE_UNKNOWN?.trim();
  return retries ? [...args, '--retry-while-unknown', retries, '--retry-interval', '10'] : args;
}

export function recordDeploymentArgs(query: DeployQuery): string[] {
  return [
    'record-deployment',
    '--pacticipant',
    query.pacticipant,
    '--version',
    query.version,
    '--environment',
    query.environment,
  ];
}

/** Where results of a verification come from: the local simulator, or a real operator service. */
export type VerificationTarget = 'simulator' | 'provider';

export type VerificationPublishing =
  | { publishVerificationResult: false; reason: string }
  | { publishVerificationResult: true; providerVersion: string; providerVersionBranch: string };

/**
 * Whether a verification run publishes its results, for the verify command's Verifier options
 * (https://docs.pact.io/pact_broker/advanced_topics/provider_verification_results).
 *
 * Results against the simulator are never published: they would be recorded as the results of
 * `operator-<service>` and tell can-i-deploy that the real service passed. Only a run against a
 * real operator service, with a broker and the service's own version (PACT_PROVIDER_VERSION, its
 * git commit, and PACT_PROVIDER_BRANCH), publishes.
 */
export function verificationPublishing(
  target: VerificationTarget,
  env: Env,
): VerificationPublishing {
  if (target === 'simulator') {
    return {
      publishVerificationResult: false,
      reason: 'verified against the simulator: results are never published',
    };
  }
  if (!brokerFrom(env)) return { publishVerificationResult: false, reason: NOT_CONFIGURED };
  const providerVersion = env.PACT_PROVIDER_VERSION?.trim();
  const providerVersionBranch = env.PACT_PROVIDER_BRANCH?.trim();
  if (!providerVersion || !providerVersionBranch) {
    return {
      publishVerificationResult: false,
      reason: 'PACT_PROVIDER_VERSION and PACT_PROVIDER_BRANCH are needed to publish results',
    };
  }
  return { publishVerificationResult: true, providerVersion, providerVersionBranch };
}

const PACT_BROKER_CLI = createRequire(import.meta.url).resolve(
  '@pact-foundation/pact-cli/bin/pact-broker.js',
);

export interface CommandOptions {
  git?: Git;
  log?: (line: string) => void;
  /** The pact-broker CLI's output: shown by the scripts, hidden by the tests. */
  stdio?: StdioOptions;
}

/** Runs the pact-broker CLI (it reads PACT_BROKER_* from the environment); resolves its exit code. */
export function runPactBroker(
  args: readonly string[],
  env: Env,
  stdio: StdioOptions = 'inherit',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PACT_BROKER_CLI, ...args], { stdio, env: { ...env } });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** Publishes pacts/ as this commit of the web app, on its branch. */
export async function publishPacts(env: Env, options: CommandOptions = {}): Promise<number> {
  const { git: run = git, log = console.log, stdio } = options;
  const broker = brokerFrom(env);
  if (!broker) {
    log(NOT_CONFIGURED);
    return 0;
  }
  assertPactsCommitted(run);
  const version = versionFrom(env, run);
  log(
    `Publishing the pacts of ${CONSUMER} ${version.number} (branch ${version.branch}) to ${broker.baseUrl}`,
  );
  return runPactBroker(publishArgs(version), env, stdio);
}

/** Whether a version (this commit of the web app by default) can be deployed to an environment. */
export async function canIDeploy(env: Env, options: CommandOptions = {}): Promise<number> {
  const { git: run = git, log = console.log, stdio } = options;
  const broker = brokerFrom(env);
  if (!broker) {
    log(NOT_CONFIGURED);
    return 0;
  }
  const query = deployQueryFrom(env, versionFrom(env, run));
  log(
    `Can ${query.pacticipant} ${query.version} be deployed to ${query.environment}? (${broker.baseUrl})`,
  );
  return runPactBroker(canIDeployArgs(query, env), env, stdio);
}

/** Records that a version was deployed to an environment (after the deployment succeeded). */
export async function recordDeployment(env: Env, options: CommandOptions = {}): Promise<number> {
  const { git: run = git, log = console.log, stdio } = options;
  const broker = brokerFrom(env);
  if (!broker) {
    log(NOT_CONFIGURED);
    return 0;
  }
  const query = deployQueryFrom(env, versionFrom(env, run));
  log(
    `Recording ${query.pacticipant} ${query.version} as deployed to ${query.environment} (${broker.baseUrl})`,
  );
  return runPactBroker(recordDeploymentArgs(query), env, stdio);
}

export function recordReleaseArgs(query: DeployQuery): string[] {
  return [
    'record-release',
    '--pacticipant',
    query.pacticipant,
    '--version',
    query.version,
    '--environment',
    query.environment,
  ];
}

/**
 * Records that a version was released to an environment (a build installed by its users, several
 * versions alive at once: the chat platform's mini-program package, a kiosk build), as opposed to
 * deployed (one version at a time: the web app, an operator service).
 */
export async function recordRelease(env: Env, options: CommandOptions = {}): Promise<number> {
  const { git: run = git, log = console.log, stdio } = options;
  const broker = brokerFrom(env);
  if (!broker) {
    log(NOT_CONFIGURED);
    return 0;
  }
  const query = deployQueryFrom(env, versionFrom(env, run));
  log(
    `Recording ${query.pacticipant} ${query.version} as released to ${query.environment} (${broker.baseUrl})`,
  );
  return runPactBroker(recordReleaseArgs(query), env, stdio);
}

/** The environments versions are deployed to; `production` is the one can-i-deploy guards. */
export const ENVIRONMENTS = [
  { name: 'test', production: false },
  { name: 'production', production: true },
] as const;

/**
 * The broker's one-time set-up, as pact-broker commands: the environments (without them
 * `can-i-deploy --to-environment production` and record-deployment have nothing to name), every
 * pacticipant with its main branch (without it the `mainBranch` selector selects nothing), and
 * the webhook that asks each provider's CI to verify a changed pact. Each command creates or
 * updates, so the set-up may run again; a broker that already has an environment answers an error
 * for creating it again, which the set-up reports and passes over.
 */
export function brokerSetUpCommands(env: Env): string[][] {
  const mainBranch = env.PACT_MAIN_BRANCH?.trim() || 'main';
  const commands: string[][] = ENVIRONMENTS.map(({ name, production }) => [
    'create-environment',
    '--name',
    name,
    ...(production ? ['--production'] : []),
  ]);
  for (const pacticipant of [CONSUMER, ...SERVICES.map(providerOf)]) {
    commands.push([
      'create-or-update-pacticipant',
      '--name',
      pacticipant,
      '--main-branch',
      mainBranch,
    ]);
  }
  const webhookUrl = env.PACT_WEBHOOK_URL?.trim();
  if (webhookUrl) {
    // A repository_dispatch of the provider's CI with the pact to verify and the provider commit.
    commands.push([
      'create-webhook',
      webhookUrl,
      '--request',
      'POST',
      '--header',
      'Content-Type: application/json',
      ...(env.PACT_WEBHOOK_AUTHORIZATION
        ? ['--header', `Authorization: ${env.PACT_WEBHOOK_AUTHORIZATION}`]
        : []),
      '--data',
      JSON.stringify({
        event_type: 'contract_requiring_verification_published',
        client_payload: {
          pact_url: '${pactbroker.pactUrl}',
          provider: '${pactbroker.providerName}',
          sha: '${pactbroker.providerVersionNumber}',
          branch: '${pactbroker.providerVersionBranch}',
        },
      }),
      '--consumer',
      CONSUMER,
      '--contract-requiring-verification-published',
      '--description',
      'verify a changed pact of the web app',
    ]);
  }
  return commands;
}

/** Runs the one-time set-up; fails when a command other than a repeated creation fails. */
export async function setUpBroker(env: Env, options: CommandOptions = {}): Promise<number> {
  const { log = console.log, stdio } = options;
  const broker = brokerFrom(env);
  if (!broker) {
    log(NOT_CONFIGURED);
    return 0;
  }
  let failed = 0;
  for (const args of brokerSetUpCommands(env)) {
    log(`pact-broker ${args.slice(0, 3).join(' ')} (${broker.baseUrl})`);
    const code = await runPactBroker(args, env, stdio);
    // create-environment is not idempotent: an existing one is reported and passed over.
    if (code !== 0 && args[0] !== 'create-environment') failed = code;
  }
  return failed;
}
