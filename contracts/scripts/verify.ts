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

/** Runs `verify` against the provider the variables name, or against a simulator started for it. */
async function withTarget<T>(run: (target: Target) => Promise<T>): Promise<T> {
  const provider = providerTargetFrom(process.env);
  if (provider) return run(provider);
  // Loaded only here: a run against a real provider needs none of the simulator.
  const { serveSimulator } = await import('../src/simulator');
  const simulator = await serveSimulator();
  try {
    return await run(simulatorTarget(simulator.url));
  } finally {
    await simulator.close();
  }
}

async function verify(target: Target): Promise<number> {
  const env = process.env;
  const services = servicesFrom(env);
  const publishing = verificationPublishing(target.kind, env);
  console.log(
    `Verifying ${services.length} pact(s) against the ${target.kind} at ${target.baseUrl} ` +
      `(states: ${target.statesUrl}); results ${
        publishing.publishVerificationResult
          ? `published as version ${publishing.providerVersion} on ${publishing.providerVersionBranch}`
          : `not published: ${publishing.reason}`
      }`,
  );
  const results: ServiceVerification[] = [];
  // One service after another: a provider's state-setup endpoint holds one state at a time.
  for (const service of services) results.push(await verifyService(service, target, env));

  console.log('\nContract verification summary');
  for (const result of results) for (const line of summaryLines(result)) console.log(line);
  return results.every((result) => result.passed) ? 0 : 1;
}

try {
  process.exitCode = await withTarget(verify);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
