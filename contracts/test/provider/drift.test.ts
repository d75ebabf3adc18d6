import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pactFileOf } from '../../src/pacts';
import { readPacts } from '../../src/pact-files';
import { SIMULATOR_STATES_PATH } from '../../src/verification';
import { failedIn, runVerify, summaryOf, type Finished } from './support/commands';
import type { ServedSimulator } from '../../src/simulator';
import { startDriftedSimulator, type Drift } from './support/drifted-simulator';

interface DriftCase extends Drift {
  name: string;
  /** The interactions it must fail, and what their failure must mention. */
  breaks: readonly string[];
  mentions: string;
}

const DRIFTS: readonly DriftCase[] = [
  {
    name: 'a renamed response field (unPay -> unpaid)',
    method: 'GET',
    path: '/parking/v1/api/order/unpaid/repay',
    change: ({ data, ...envelope }) => {
      const { unPay, ...rest } = data ?? {};
      return { ...envelope, data: { ...rest, unpaid: unPay } };
    },
    breaks: [
      'a request for the repay summary of a plate with arrears',
      'a request for the repay summary of a plate without arrears',
    ],
    mentions: 'unPay',
  },
  {
    name: 'a changed type (arrears in yuan text instead of integer fen)',
    method: 'GET',
    path: '/parking/v1/api/order/total',
    change: ({ data, ...envelope }) => ({
      ...envelope,
      data: { ...data, arrears: (Number(data?.arrears) / 100).toFixed(2) },
    }),
    breaks: ["a request for the member's order totals"],
    mentions: '$.data.arrears',
  },
  {
    name: 'a missing endpoint (the street parking lots)',
    method: 'GET',
    path: '/parking/v1/api/park/list',
    change: 'missing',
    breaks: ['a request for the street parking lots'],
    mentions: 'expected 200 but was 404',
  },
];

const PROVIDER = 'operator-parking';

const parkingPact = readPacts().find(({ file }) => file === pactFileOf('parking'))!.pact;
const driftedPaths = new Set(DRIFTS.map((drift) => drift.path));
/**
 * The interactions replayed: every one of the drifted operations, and as controls every
 * interaction of three operations the layer leaves alone (all of the pact is verified against the
 * unchanged simulator in simulator.test.ts; replaying it all again here would prove nothing more).
 */
const controlPaths = [
  ...new Set(
    parkingPact.interactions
      .map((interaction) => interaction.request.path)
      .filter((path) => !driftedPaths.has(path)),
  ),
].slice(0, 3);
const checked = parkingPact.interactions.filter(
  (interaction) =>
    driftedPaths.has(interaction.request.path) || controlPaths.includes(interaction.request.path),
);
/** PACT_DESCRIPTION for exactly those interactions. */
const ONLY_CHECKED = `^(?:${checked
  .map(({ description }) => description.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&'))
  .join('|')})$`;

/** The indented lines under a failed interaction in the summary: its mismatches. */
function reasonsFor(summary: readonly string[], description: string): string[] {
  const at = summary.indexOf(`  ✗ ${description}`);
  const after = summary.slice(at + 1);
  const end = after.findIndex((line) => !line.startsWith('      '));
  return at < 0 ? [] : after.slice(0, end < 0 ? after.length : end);
}

/**
 * The contracts bite: a provider that drifts from them fails verification, and the failure names
 * each interaction it broke and why. The drifted provider is a copy of the simulator behind a
 * test-only layer; it is verified by `npm run verify` exactly as the backend team verifies theirs
 * (PACT_PROVIDER_BASE_URL, PACT_PROVIDER_STATES_URL and PACT_PROVIDER), so this also proves that
 * path works.
 */
describe('verification against a provider that drifted from the pacts', () => {
  let drifted: ServedSimulator;
  let run: Finished;
  let summary: string[];

  beforeAll(async () => {
    drifted = await startDriftedSimulator(DRIFTS);
    run = await runVerify({
      PACT_PROVIDER_BASE_URL: drifted.url,
      PACT_PROVIDER_STATES_URL: `${drifted.url}${SIMULATOR_STATES_PATH}`,
      PACT_PROVIDER: PROVIDER,
      PACT_DESCRIPTION: ONLY_CHECKED,
    });
    summary = summaryOf(run.output);
  });

  afterAll(async () => {
    await drifted.close();
  });

  it('fails, having verified only the provider asked for', () => {
    expect(run.code).toBe(1);
    expect(run.output).toContain(`Verifying 1 pact(s) against the provider at ${drifted.url}`);
    const providers = summary.filter((line) => !line.startsWith(' '));
    expect(providers).toHaveLength(1);
    expect(providers[0]).toMatch(new RegExp(`^${PROVIDER}: `));
  });

  it.each(DRIFTS)('names each interaction that $name breaks, and why', (drift) => {
    for (const description of drift.breaks) {
      expect(failedIn(summary), summary.join('\n')).toContain(description);
      expect(reasonsFor(summary, description).join('\n')).toContain(drift.mentions);
    }
  });

  it('fails nothing but the drifted interactions', () => {
    const drifted = DRIFTS.flatMap((drift) => drift.breaks);
    expect(checked.length).toBeGreaterThan(drifted.length);
    expect(failedIn(summary).sort()).toEqual([...drifted].sort());
    expect(summary[0]).toBe(
      `${PROVIDER}: ${drifted.length} of ${checked.length} interactions failed`,
    );
  });
});
