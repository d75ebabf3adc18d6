import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPacts } from '../../src/pact-files';
import { serveSimulator, type ServedSimulator } from '../../src/simulator';
import { SIMULATOR_STATES_PATH } from '../../src/verification';
import { serviceVerification, verifierJsonOf } from '../../src/verification-report';
import { runPactVerifier } from './support/commands';
import {
  FORM_INTERACTIONS,
  ONLY_FORM_INTERACTIONS,
  formBodiesNotDelivered,
} from './support/form-bodies';
import { startRecordingProxy, type RecordingProxy } from '../../src/recording-proxy';

/**
 * The pacts hold form bodies as form text with a matcher per field (src/form-body.ts): the real
 * wire format, so that any verifier replays them. Pact JS's Verifier passes requests through a
 * proxy of its own that re-encodes form bodies as JSON (pact-js#884), which `npm run verify` undoes
 * (src/restore-form-body.ts); the standalone `pact-verifier` a backend team may run instead (the
 * Rust verifier of the Pact CLI and Docker image) has no such proxy and needs nothing. Both replay
 * every form-body interaction against the simulator behind a proxy that records what arrives on
 * the wire: each body must be the pact's form text (same fields, same order) under its true
 * Content-Length, and must verify. The Pact JS Verifier's run is the full one of simulator.test.ts
 * (PACT_WIRE_LOG); this file replays them with the standalone verifier.
 */
describe('form-body interactions on the wire', () => {
  let simulator: ServedSimulator;
  let proxy: RecordingProxy;
  let reportDir: string;

  beforeAll(async () => {
    simulator = await serveSimulator();
    proxy = await startRecordingProxy(simulator.url);
    reportDir = mkdtempSync(join(tmpdir(), 'pact-forms-'));
  });

  afterAll(async () => {
    await proxy.close();
    await simulator.close();
    rmSync(reportDir, { recursive: true, force: true });
  });

  it('are in the pacts as form text', () => {
    expect(FORM_INTERACTIONS.length).toBeGreaterThan(10);
    for (const interaction of FORM_INTERACTIONS) {
      expect(typeof interaction.request.body?.content, interaction.description).toBe('string');
    }
  });

  it('the standalone pact-verifier sends each as the pact holds it, and it verifies', async () => {
    proxy.received.length = 0;
    const report = join(reportDir, 'report.json');

    const { code, output } = await runPactVerifier(
      {
        files: readPacts().map(({ file }) => file),
        baseUrl: proxy.url,
        statesUrl: `${proxy.url}${SIMULATOR_STATES_PATH}`,
        report,
      },
      { PACT_DESCRIPTION: ONLY_FORM_INTERACTIONS },
    );

    expect(formBodiesNotDelivered(proxy.received)).toEqual([]);
    const json = verifierJsonOf(readFileSync(report, 'utf8'));
    if (!json) throw new Error(`pact-verifier wrote no report:\n${output.slice(-3000)}`);
    const { interactions } = serviceVerification('all', json);
    expect(interactions.filter(({ passed }) => !passed)).toEqual([]);
    expect(interactions.map(({ description }) => description).sort()).toEqual(
      FORM_INTERACTIONS.map(({ description }) => description).sort(),
    );
    expect(code).toBe(0);
  });
});
