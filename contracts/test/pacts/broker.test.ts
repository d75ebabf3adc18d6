import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NOT_CONFIGURED,
  canIDeploy,
  publishPacts,
  brokerSetUpCommands,
  recordDeploymentArgs,
  recordReleaseArgs,
  setUpBroker,
  verificationPublishing,
  versionFrom,
  type Git,
} from '../../src/broker';
import { readPacts } from '../../src/pact-files';
import { CONSUMER } from '../../src/pacts';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** A stand-in Pact Broker on 127.0.0.1 that records what the pact-broker CLI sends it. */
async function startBroker(deployable = true): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      const base = `http://${request.headers.host}`;
      response.setHeader('Content-Type', 'application/hal+json');
      if (request.url === '/') {
        response.end(
          JSON.stringify({
            _links: { 'pb:publish-contracts': { href: `${base}/contracts/publish` } },
          }),
        );
      } else if (request.url === '/contracts/publish') {
        response.end(JSON.stringify({ notices: [], _embedded: {}, _links: {} }));
      } else if (request.url?.startsWith('/matrix')) {
        const reason = deployable ? 'All required verifications succeeded' : 'No verification';
        response.end(
          JSON.stringify({
            summary: { deployable, reason, success: deployable ? 1 : 0, failed: 0, unknown: 0 },
            matrix: [],
            notices: [],
          }),
        );
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** git of a clean checkout (the version comes from GIT_COMMIT/GIT_BRANCH in these tests). */
const cleanCheckout: Git = (...args) => {
  if (args[0] === 'status') return '';
  throw new Error(`unexpected git ${args.join(' ')}`);
};
const quiet = { log: () => undefined, stdio: 'ignore' as const, git: cleanCheckout };
const versionEnv = { GIT_COMMIT: 'abc1234', GIT_BRANCH: 'feature/pay' };

/**
 * The broker scripts: broker-ready, not broker-dependent. They publish the pacts under the git
 * commit and branch, ask can-i-deploy and record deployments when a broker is configured, and
 * otherwise say so and succeed.
 */
describe('the broker scripts', () => {
  it('without a broker, say so and exit 0', async () => {
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const scripts = ['publish-pacts', 'can-i-deploy', 'record-deployment'];
    const runs = await Promise.all(
      scripts.map((script) =>
        promisify(execFile)(
          process.execPath,
          [tsx, fileURLToPath(new URL(`../../scripts/${script}.ts`, import.meta.url))],
          { env: { ...process.env, PACT_BROKER_BASE_URL: '' } },
        ),
      ),
    );
    for (const { stdout } of runs) expect(stdout.trim()).toBe(NOT_CONFIGURED);
    // Three Node processes compiling TypeScript: seconds each on a busy two-core machine.
  }, 30_000);

  it('publish every pact as this commit of the web app, on its branch', async () => {
    const broker = await startBroker();
    const env = { ...versionEnv, PACT_BROKER_BASE_URL: broker.url, PACT_BROKER_TOKEN: 'secret' };

    await expect(publishPacts(env, quiet)).resolves.toBe(0);

    const published = broker.received
      .filter((request) => request.url === '/contracts/publish')
      .map((request) => JSON.parse(request.body) as Record<string, unknown>);
    const expected = readPacts();
    expect(published).toHaveLength(expected.length);
    for (const contract of published) {
      expect(contract).toMatchObject({
        pacticipantName: CONSUMER,
        pacticipantVersionNumber: 'abc1234',
        branch: 'feature/pay',
      });
    }
    const sent = published.flatMap(
      (each) => each.contracts as { providerName: string; content: string }[],
    );
    for (const { pact } of expected) {
      const contract = sent.find((each) => each.providerName === pact.provider.name);
      // The CLI restamps the metadata (its own Rust versions); the contract itself goes as it is.
      const content = JSON.parse(Buffer.from(contract?.content ?? '', 'base64').toString()) as {
        consumer: unknown;
        interactions: unknown;
      };
      expect(content.consumer).toEqual(pact.consumer);
      expect(content.interactions).toEqual(pact.interactions);
    }
    expect(broker.received.every((request) => request.authorization === 'Bearer secret')).toBe(
      true,
    );
  });

  it('refuse to publish pacts that differ from the commit they would be published under', async () => {
    const broker = await startBroker();
    const changedPacts: Git = (...args) =>
      args[0] === 'status' ? ' M contracts/pacts/dehong-parking-web-operator-pay.json' : '';
    const env = { ...versionEnv, PACT_BROKER_BASE_URL: broker.url };

    await expect(publishPacts(env, { ...quiet, git: changedPacts })).rejects.toThrow(
      /pacts differ from the commit/,
    );
    expect(broker.received).toEqual([]);
  });

  it('ask can-i-deploy about this commit and production, and fail when it says no', async () => {
    const yes = await startBroker(true);
    const no = await startBroker(false);

    await expect(canIDeploy({ ...versionEnv, PACT_BROKER_BASE_URL: yes.url }, quiet)).resolves.toBe(
      0,
    );
    await expect(
      canIDeploy({ ...versionEnv, PACT_BROKER_BASE_URL: no.url }, quiet),
    ).resolves.not.toBe(0);

    const query = decodeURIComponent(yes.received[0]?.url ?? '');
    expect(query).toContain(`q[][pacticipant]=${CONSUMER}`);
    expect(query).toContain('q[][version]=abc1234');
    expect(query).toContain('environment=production');
  });

  it('record a deployment of the given pacticipant, version and environment', () => {
    expect(
      recordDeploymentArgs({ pacticipant: 'operator-pay', version: 'f00d', environment: 'test' }),
    ).toEqual([
      'record-deployment',
      '--pacticipant',
      'operator-pay',
      '--version',
      'f00d',
      '--environment',
      'test',
    ]);
  });

  it('record a release of the given pacticipant, version and environment', () => {
    expect(
      recordReleaseArgs({ pacticipant: CONSUMER, version: 'f00d', environment: 'production' }),
    ).toEqual([
      'record-release',
      '--pacticipant',
      CONSUMER,
      '--version',
      'f00d',
      '--environment',
      'production',
    ]);
  });

  it('set the broker up once: environments, main branches, the verification webhook', async () => {
    const commands = brokerSetUpCommands({
      PACT_WEBHOOK_URL: 'https://api.github.com/repos/dehong/operator/dispatches',
    });
    expect(commands.slice(0, 2)).toEqual([
      ['create-environment', '--name', 'test'],
      ['create-environment', '--name', 'production', '--production'],
    ]);
    const pacticipants = commands.filter((args) => args[0] === 'create-or-update-pacticipant');
    expect(pacticipants.map((args) => args[2])).toEqual([
      CONSUMER,
      ...readPacts().map(({ pact }) => pact.provider.name),
    ]);
    for (const args of pacticipants) expect(args.slice(3)).toEqual(['--main-branch', 'main']);
    const webhook = commands.find((args) => args[0] === 'create-webhook')!;
    expect(webhook).toContain('--contract-requiring-verification-published');
    const payload = JSON.parse(webhook[webhook.indexOf('--data') + 1]!) as {
      client_payload: Record<string, string>;
    };
    expect(payload.client_payload).toEqual({
      pact_url: '${pactbroker.pactUrl}',
      provider: '${pactbroker.providerName}',
      sha: '${pactbroker.providerVersionNumber}',
      branch: '${pactbroker.providerVersionBranch}',
    });
    expect(brokerSetUpCommands({}).some((args) => args[0] === 'create-webhook')).toBe(false);
    const lines: string[] = [];
    await expect(setUpBroker({}, { ...quiet, log: (line) => lines.push(line) })).resolves.toBe(0);
    expect(lines).toEqual([NOT_CONFIGURED]);
  });

  it('need a branch name when git has none (a detached HEAD in CI)', () => {
    const detached: Git = (...args) => (args.includes('--abbrev-ref') ? 'HEAD' : 'f00d');
    expect(() => versionFrom({}, detached)).toThrow(/set GIT_BRANCH/);
    expect(versionFrom({ GIT_BRANCH: 'main' }, detached)).toEqual({
      number: 'f00d',
      branch: 'main',
    });
  });
});

/**
 * Verification results say "this provider version satisfies the pact" to can-i-deploy, so they are
 * published only for a real operator service, under its own version, never for the simulator.
 */
describe('publishing verification results', () => {
  const brokerAndVersion = {
    PACT_BROKER_BASE_URL: 'https://broker.example.invalid',
    PACT_PROVIDER_VERSION: 'b4d5eed',
    PACT_PROVIDER_BRANCH: 'main',
  };

  it('never happens for a run against the simulator', () => {
    expect(verificationPublishing('simulator', brokerAndVersion)).toMatchObject({
      publishVerificationResult: false,
    });
  });

  it("happens for a real service with a broker and the service's version and branch", () => {
    expect(verificationPublishing('provider', brokerAndVersion)).toEqual({
      publishVerificationResult: true,
      providerVersion: 'b4d5eed',
      providerVersionBranch: 'main',
    });
  });

  it('does not happen without a broker, or without the version of the service', () => {
    const { PACT_BROKER_BASE_URL: _url, ...withoutBroker } = brokerAndVersion;
    const { PACT_PROVIDER_VERSION: _version, ...withoutVersion } = brokerAndVersion;
    expect(verificationPublishing('provider', withoutBroker).publishVerificationResult).toBe(false);
    expect(verificationPublishing('provider', withoutVersion).publishVerificationResult).toBe(
      false,
    );
  });
});
