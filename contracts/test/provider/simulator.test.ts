import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPacts } from '../../src/pact-files';
import { failedIn, runVerify, summaryOf } from './support/commands';

/**
 * The pacts are the web app's demands on the operator; the simulator is the operator the web app,
 * its tests and the demos run against. This runs `npm run verify -w contracts` as a developer
 * does (it serves its own simulator on 127.0.0.1, in memory), so every interaction of every pact is
 * replayed through the same Pact JS Verifier and state-setup protocol the backend team uses. A
 * broker is configured in its environment, with a provider version, as on a CI machine: results
 * against the simulator must never reach it.
 */
describe('npm run verify against the simulator', () => {
  const brokerRequests: string[] = [];
  const broker = createServer((req, res) => {
    brokerRequests.push(`${req.method} ${req.url}`);
    res.writeHead(500).end();
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    broker.closeAllConnections();
    await new Promise((resolve) => broker.close(resolve));
  });

  it('verifies every interaction of every pact, and tells no broker anything', async () => {
    const { code, output } = await runVerify({
      PACT_BROKER_BASE_URL: `http://127.0.0.1:${(broker.address() as AddressInfo).port}`,
      PACT_BROKER_TOKEN: 'ci-token',
      PACT_PROVIDER_VERSION: '0123abc',
      PACT_PROVIDER_BRANCH: 'main',
      PACT_BROKER_PUBLISH_VERIFICATION_RESULTS: 'true',
    });

    const summary = summaryOf(output);
    expect(failedIn(summary), output.slice(-4000)).toEqual([]);
    expect(code).toBe(0);
    for (const { pact } of readPacts()) {
      const count = pact.interactions.length;
      expect(summary).toContain(
        `${pact.provider.name}: ${count} of ${count} interactions verified`,
      );
    }
    expect(output).toContain('against the simulator at http://127.0.0.1:');
    expect(output).toContain('results not published: verified against the simulator');
    expect(brokerRequests).toEqual([]);
  });
});
