/**
 * Every provider state matters to its interactions: for each state the pacts use, the simulator is
 * verified with that state's setup switched off (the state-setup endpoint answers `{}` and sets up
 * nothing for it, every other state as usual), over the interactions that use it. Each of them
 * must then fail; a state whose interaction still passes sets up nothing the interaction depends
 * on. Prints one line per state and exits 1 when any state does not matter.
 *
 *   npm run states:matter -w contracts      (against the simulator; a few minutes)
 *
 * A state that says something is absent (`has no ...`, `does not exist`, `is not valid`, `has not
 * ...`) cannot fail on the simulator's empty database, where the absence holds anyway: those are
 * listed apart and do not fail the run (a real provider's test data may hold such records, which is
 * why the states exist).
 *
 * STATES_MATTER=<regex> checks only the states whose sentence matches.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { readPacts, type PactInteraction } from '../src/pact-files';
import { serveSimulator } from '../src/simulator';
import { simulatorTarget, verifierOptions } from '../src/verification';
import { serviceVerification, verifierJsonOf } from '../src/verification-report';

const simulator = await serveSimulator();
const target = simulatorTarget(simulator.url);
let disabled = '';

/** The state-setup endpoint in front of the simulator's, with one state's setup switched off. */
const states = createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    const call = JSON.parse(body || '{}') as { state?: string; action?: string };
    if (call.state === disabled && call.action !== 'teardown') {
      response.setHeader('Content-Type', 'application/json');
      response.end('{}');
      return;
    }
    fetch(target.statesUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
      .then(async (answer) => {
        response.statusCode = answer.status;
        response.setHeader('Content-Type', 'application/json');
        response.end(await answer.text());
      })
      .catch((error: unknown) => {
        response.statusCode = 500;
        response.end(JSON.stringify({ message: String(error) }));
      });
  });
});
await new Promise<void>((resolve) => states.listen(0, '127.0.0.1', resolve));
const statesUrl = `http://127.0.0.1:${(states.address() as AddressInfo).port}/`;

const only = process.env.STATES_MATTER ? new RegExp(process.env.STATES_MATTER) : undefined;
const dir = mkdtempSync(join(tmpdir(), 'states-matter-'));
const written = readPacts();
const stateNames = [
  ...new Set(
    written.flatMap(({ pact }) =>
      pact.interactions.flatMap((each) => (each.providerStates ?? []).map((state) => state.name)),
    ),
  ),
]
  .filter((name) => !only || only.test(name))
  .sort();

const ABSENCE = /\b(has no|have no|no|does not exist|is not valid|has not|never)\b/;
const notMattering: string[] = [];
const absences: string[] = [];
let checked = 0;
try {
  for (const name of stateNames) {
    disabled = name;
    const stillPassing: string[] = [];
    let count = 0;
    for (const { service, pact, file } of written) {
      const using = pact.interactions.filter((each: PactInteraction) =>
        (each.providerStates ?? []).some((state) => state.name === name),
      );
      if (using.length === 0) continue;
      count += using.length;
      const subset = join(dir, `${service}.json`);
      writeFileSync(subset, JSON.stringify({ ...pact, interactions: using }));
      const options = {
        ...verifierOptions(service, { ...target, statesUrl }, {}),
        pactUrls: [subset],
        logLevel: 'error' as const,
      };
      let report: string;
      try {
        report = String(await new Verifier(options).verifyProvider());
      } catch (error) {
        report = error instanceof Error ? error.message : String(error);
      }
      const json = verifierJsonOf(report);
      if (!json) throw new Error(`${file}: the verifier answered no report`);
      for (const outcome of serviceVerification(pact.provider.name, json).interactions) {
        if (outcome.passed) stillPassing.push(`${pact.provider.name}: ${outcome.description}`);
      }
    }
    checked += count;
    if (stillPassing.length && ABSENCE.test(name)) {
      absences.push(name);
      console.log(`- ${name}: an absence, holds on the empty database anyway`);
    } else if (stillPassing.length) {
      notMattering.push(name);
      console.log(`✗ ${name}: still passes without it:\n    ${stillPassing.join('\n    ')}`);
    } else {
      console.log(`✓ ${name} (${count} interaction${count === 1 ? '' : 's'} fail without it)`);
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
  states.close();
  await simulator.close();
}
const mattering = stateNames.length - notMattering.length - absences.length;
console.log(
  `\n${mattering} of ${stateNames.length} states matter, ${absences.length} are absences, ` +
    `${notMattering.length} do not matter (${checked} interaction checks).`,
);
process.exitCode = notMattering.length ? 1 : 0;
