import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPacts } from '../../src/pact-files';
import type { Received } from '../../src/recording-proxy';
import { failedIn, runVerify, summaryOf, type Finished } from './support/commands';
import { FORM_INTERACTIONS, formBodiesNotDelivered } from './support/form-bodies';

/**
 * The pacts are the web app's demands on the operator; the simulator is the operator the web app,
 * its tests and the demos run against. This runs `npm run verify -w contracts` as a developer
 * does (it serves its own simulators on 127.0.0.1, in memory), so every interaction of every pact
 * is replayed through the same Pact JS Verifier and state-setup protocol the backend team uses. A
 * broker is configured in its environment, with a provider version, as on a CI machine: results
 * against the simulator must never reach it.
 *
 * The same run records what reached the simulators (PACT_WIRE_LOG): Pact JS's Verifier passes
 * requests through a proxy of its own that re-encodes form bodies as JSON (pact-js#884), which
 * `npm run verify` undoes (src/restore-form-body.ts); every form body must arrive as the pact's form
 * text (same fields, same order) under its true Content-Length. (The standalone verifier is
 * checked in form-bodies.test.ts.)
 */
describe('npm run verify against the simulator', () => {
  const brokerRequests: string[] = [];
  const broker = createServer((req, res) => {
    brokerRequests.push(`${req.method} ${req.url}`);
    res.writeHead(500).end();
  });
  const dir = mkdtempSync(join(tmpdir(), 'pact-wire-'));
  const wireLog = join(dir, 'wire.json');
  let run: Finished;

  beforeAll(async () => {
    await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
    run = await runVerify({
      PACT_BROKER_BASE_URL: `http://127.0.0.1:${(broker.address() as AddressInfo).port}`,
      PACT_BROKER_TOKEN: 'ci-token',
      PACT_PROVIDER_VERSION: '0123abc',
      PACT_PROVIDER_BRANCH: 'main',
      PACT_BROKER_PUBLISH_VERIFICATION_RESULTS: 'true',
      PACT_WIRE_LOG: wireLog,
    });
  });

  afterAll(async () => {
    broker.closeAllConnections();
    await new Promise((resolve) => broker.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('verifies every interaction of every pact, and tells no broker anything', () => {
    const { code, output } = run;
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

  it('sends each form body as the pact holds it', () => {
    const received = JSON.parse(readFileSync(wireLog, 'utf8')) as Received[];
    expect(FORM_INTERACTIONS.length).toBeGreaterThan(10);
    expect(formBodiesNotDelivered(received)).toEqual([]);
  });
});
