import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_CONTENT_TYPE } from '../../src/form-body';
import { readPacts, type PactInteraction } from '../../src/pact-files';
import { serveSimulator, type ServedSimulator } from '../../src/simulator';
import { SIMULATOR_STATES_PATH } from '../../src/verification';
import { serviceVerification, verifierJsonOf } from '../../src/verification-report';
import { failedIn, runPactVerifier, runVerify, summaryOf } from './support/commands';
import { startRecordingProxy, type Received, type RecordingProxy } from './support/recording-proxy';

const pacts = readPacts();
const formInteractions = pacts.flatMap(({ pact }) =>
  pact.interactions.filter(
    (interaction) => interaction.request.body?.contentType === FORM_CONTENT_TYPE,
  ),
);

/** PACT_DESCRIPTION for exactly the form-body interactions (both verifiers read it). */
const ONLY_FORM_INTERACTIONS = `^(?:${formInteractions
  .map(({ description }) => description.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&'))
  .join('|')})$`;

type Fields = [string, string][];

/** The body fields a verifier fills from provider states (`${refreshToken}`), by name. */
function injectedFields(interaction: PactInteraction): Set<string> {
  const generators = (interaction.request.generators ?? {}) as { body?: Record<string, unknown> };
  return new Set(Object.keys(generators.body ?? {}).map((path) => path.replace(/^\$\./, '')));
}

/** Same fields in the same order, with the pact's values except where a state injects one. */
function sameFields(received: Fields, recorded: Fields, injected: Set<string>): boolean {
  return (
    received.length === recorded.length &&
    recorded.every(([name, value], index) => {
      const [receivedName, receivedValue] = received[index] ?? [];
      return (
        receivedName === name &&
        (injected.has(name) ? receivedValue !== '' : receivedValue === value)
      );
    })
  );
}

/** Each form-body interaction that did not reach the provider as the pact holds it, and why. */
function notDeliveredAsRecorded(received: readonly Received[]): string[] {
  return formInteractions.flatMap((interaction) => {
    const recorded: Fields = [...new URLSearchParams(String(interaction.request.body?.content))];
    const candidates = received.filter(
      (each) => each.method === 'POST' && each.path === interaction.request.path,
    );
    const delivered = candidates.some(
      (each) =>
        each.contentType.startsWith(FORM_CONTENT_TYPE) &&
        each.contentLength === String(Buffer.byteLength(each.body)) &&
        sameFields([...new URLSearchParams(each.body)], recorded, injectedFields(interaction)),
    );
    const seen = candidates.map(({ contentLength, body }) => `${contentLength}: ${body}`);
    return delivered
      ? []
      : [`${interaction.description}: expected ${JSON.stringify(recorded)}, received ${seen}`];
  });
}

/**
 * The pacts hold form bodies as form text with a matcher per field (src/form-body.ts): the real
 * wire format, so that any verifier replays them. Pact JS's Verifier passes requests through a
 * proxy of its own that re-encodes form bodies as JSON (pact-js#884), which `npm run verify` undoes
 * (src/restore-form-body.ts); the standalone `pact-verifier` a backend team may run instead has no
 * such proxy and needs nothing. Both replay every form-body interaction against the simulator
 * through a proxy that records what arrives on the wire: each body must be the pact's form text
 * (same fields, same order) under its true Content-Length, and must verify.
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
    expect(formInteractions.length).toBeGreaterThan(10);
    for (const interaction of formInteractions) {
      expect(typeof interaction.request.body?.content, interaction.description).toBe('string');
    }
  });

  it('npm run verify (the Pact JS Verifier) sends each as the pact holds it, and it verifies', async () => {
    proxy.received.length = 0;

    const { code, output } = await runVerify({
      PACT_PROVIDER_BASE_URL: proxy.url,
      PACT_PROVIDER_STATES_URL: `${proxy.url}${SIMULATOR_STATES_PATH}`,
      PACT_DESCRIPTION: ONLY_FORM_INTERACTIONS,
    });

    expect(notDeliveredAsRecorded(proxy.received)).toEqual([]);
    const summary = summaryOf(output);
    expect(failedIn(summary), output.slice(-3000)).toEqual([]);
    expect(code).toBe(0);
    const verified = summary
      .map((line) => /: (\d+) of \1 interactions verified$/.exec(line)?.[1])
      .reduce((sum, count) => sum + Number(count ?? 0), 0);
    expect(verified).toBe(formInteractions.length);
  });

  it('the standalone pact-verifier sends each as the pact holds it, and it verifies', async () => {
    proxy.received.length = 0;
    const report = join(reportDir, 'report.json');

    const { code, output } = await runPactVerifier(
      {
        files: pacts.map(({ file }) => file),
        baseUrl: proxy.url,
        statesUrl: `${proxy.url}${SIMULATOR_STATES_PATH}`,
        report,
      },
      { PACT_DESCRIPTION: ONLY_FORM_INTERACTIONS },
    );

    expect(notDeliveredAsRecorded(proxy.received)).toEqual([]);
    const json = verifierJsonOf(readFileSync(report, 'utf8'));
    expect(json, output.slice(-3000)).not.toBeNull();
    const { interactions } = serviceVerification('all', json!);
    expect(interactions.filter(({ passed }) => !passed)).toEqual([]);
    expect(interactions.map(({ description }) => description).sort()).toEqual(
      formInteractions.map(({ description }) => description).sort(),
    );
    expect(code).toBe(0);
  });
});
