/**
 * Verifies the pacts of contracts/pacts against a provider: the simulator (served here on
 * 127.0.0.1, in memory) unless PACT_PROVIDER_BASE_URL and PACT_PROVIDER_STATES_URL name another.
 * PACT_PROVIDER (`operator-pay`) verifies one service only. Exits 1 when any interaction fails.
 */
import { verificationPublishing } from '../src/broker';
import {
  providerTargetFrom,
  servicesFrom,
  simulatorTarget,
  verifyService,
  type Target,
} from '../src/verification';
import { summaryLines, type ServiceVerification } from '../src/verification-report';
import { writeFileSync } from 'node:fs';
import { startRecordingProxy, type RecordingProxy } from '../src/recording-proxy';
import { shardsOf } from '../src/shards';

const env = process.env;

function announce(services: readonly string[], target: Target): void {
  const publishing = verificationPublishing(target.kind, env);
  console.log(
    `Verifying ${services.length} pact(s) against the ${target.kind} at ${target.baseUrl} ` +
      `(states: ${target.statesUrl}); results ${
        publishing.publishVerificationResult
          ? `published as version ${publishing.providerVersion} on ${publishing.providerVersionBranch}`
          : `not published: ${publishing.reason}`
      }`,
  );
}

/**
 * A real provider: one service after another, since its state-setup endpoint holds one state at
 * a time.
 */
async function verifyProvider(target: Target): Promise<ServiceVerification[]> {
  const services = servicesFrom(env);
  announce(services, target);
  const results: ServiceVerification[] = [];
  for (const service of services) results.push(await verifyService(service, target, env));
  return results;
}

/**
 * How many simulators verify at once (PACT_SIMULATORS, default 2): the verifier core waits on HTTP,
 * so two keep two cores busy.
 */
const SIMULATORS = Number(env.PACT_SIMULATORS) >= 1 ? Math.floor(Number(env.PACT_SIMULATORS)) : 2;

/**
 * The simulator: the pacts split over a few simulators (each its own database and state endpoint,
 * so no interaction sees another's state), verified side by side, each simulator's pacts one after
 * another. The verifier core runs on threads of its own and spends much of an interaction waiting
 * on HTTP, which the other simulator's work fills. More simulators cost more than they save: each
 * builds its own request and response validators from openapi.yaml (about a second of CPU).
 */
async function verifySimulators(): Promise<ServiceVerification[]> {
  // Loaded only here: a run against a real provider needs none of the simulator.
  const { serveSimulator } = await import('../src/simulator');
  const services = servicesFrom(env);
  const shards = shardsOf(services, SIMULATORS);
  const simulators = await Promise.all(shards.map(() => serveSimulator()));
  // PACT_WIRE_LOG (this repository's tests): what reached the simulators, recorded by a proxy in
  // front of each, is written to that file as JSON, so one run both verifies every interaction and
  // shows how each request arrived (test/provider/simulator.test.ts checks the form bodies).
  const wireLog = env.PACT_WIRE_LOG?.trim();
  const proxies: RecordingProxy[] = wireLog
    ? await Promise.all(simulators.map((simulator) => startRecordingProxy(simulator.url)))
    : [];
  const urls = wireLog ? proxies.map((proxy) => proxy.url) : simulators.map((each) => each.url);
  try {
    announce(services, simulatorTarget(simulators[0]!.url));
    if (simulators.length > 1) console.log(`(${simulators.length} simulators side by side)`);
    const done = new Map<string, ServiceVerification>();
    await Promise.all(
      shards.map(async (shard, index) => {
        const target = simulatorTarget(urls[index]!);
        for (const service of shard) done.set(service, await verifyService(service, target, env));
      }),
    );
    if (wireLog) writeFileSync(wireLog, JSON.stringify(proxies.flatMap((each) => each.received)));
    return services.map((service) => done.get(service)!);
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.close()));
    await Promise.all(simulators.map((simulator) => simulator.close()));
  }
}

async function verify(): Promise<number> {
  const provider = providerTargetFrom(env);
  const results = provider ? await verifyProvider(provider) : await verifySimulators();
  console.log('\nContract verification summary');
  for (const result of results) for (const line of summaryLines(result)) console.log(line);
  return results.every((result) => result.passed) ? 0 : 1;
}

try {
  process.exitCode = await verify();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
