import { Verifier, type LogLevel, type VerifierOptions } from '@pact-foundation/pact';
import { brokerFrom, verificationPublishing, type Env, type VerificationTarget } from './broker';
import { SERVICES, pactFileOf, providerOf, servicesWithPacts } from './pacts';
import { restoreFormBody } from './restore-form-body';
import {
  serviceVerification,
  verifierJsonOf,
  type ServiceVerification,
} from './verification-report';

/** What the pacts are verified against: a base URL and its state-setup endpoint. */
export interface Target {
  kind: VerificationTarget;
  baseUrl: string;
  statesUrl: string;
}

/** The simulator's state-setup endpoint (simulator/src/admin/provider-states.ts). */
export const SIMULATOR_STATES_PATH = '/__admin/provider-states';

export function simulatorTarget(url: string): Target {
  return { kind: 'simulator', baseUrl: url, statesUrl: `${url}${SIMULATOR_STATES_PATH}` };
}

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL: ${value}`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * The real provider named by PACT_PROVIDER_BASE_URL and PACT_PROVIDER_STATES_URL, or null when
 * neither is set (verify against the simulator). One without the other is a mistake: every
 * interaction needs its states set up.
 */
export function providerTargetFrom(env: Env): Target | null {
  const baseUrl = env.PACT_PROVIDER_BASE_URL?.trim();
  const statesUrl = env.PACT_PROVIDER_STATES_URL?.trim();
  if (!baseUrl && !statesUrl) return null;
  if (!baseUrl || !statesUrl) {
    throw new Error(
      'Set both PACT_PROVIDER_BASE_URL (where the API answers) and PACT_PROVIDER_STATES_URL (its ' +
        'state-setup endpoint), or neither to verify against the simulator',
    );
  }
  return {
    kind: 'provider',
    baseUrl: httpUrl('PACT_PROVIDER_BASE_URL', baseUrl),
    statesUrl: httpUrl('PACT_PROVIDER_STATES_URL', statesUrl),
  };
}

/**
 * The services to verify: the one PACT_PROVIDER names (`operator-pay`), or all of them: every
 * service of SERVICES and any other whose pact is in pacts/ (a pact added later is verified without
 * being registered anywhere).
 */
export function servicesFrom(env: Env, known: readonly string[] = servicesWithPacts()): string[] {
  const all = [...new Set<string>([...SERVICES, ...known])];
  const wanted = env.PACT_PROVIDER?.trim();
  if (!wanted) return all;
  const service = all.find((each) => providerOf(each) === wanted);
  if (!service) {
    throw new Error(
      `PACT_PROVIDER=${wanted} is none of the providers: ${all.map(providerOf).join(', ')}`,
    );
  }
  return [service];
}

const LOG_LEVELS: readonly LogLevel[] = ['trace', 'debug', 'info', 'warn', 'error'];

function logLevelFrom(env: Env): LogLevel {
  const level = env.PACT_LOG_LEVEL?.trim().toLowerCase() || 'error';
  if (!LOG_LEVELS.includes(level as LogLevel)) {
    throw new Error(`PACT_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  return level as LogLevel;
}

/**
 * The Verifier's options for one service.
 *
 * Pacts come from pacts/ unless results are to be published: results can only be recorded
 * against pacts the broker served, so a publishing run fetches the provider's pacts from the
 * broker. A run against the simulator never publishes and never reads the broker (src/broker.ts).
 */
export function verifierOptions(service: string, target: Target, env: Env): VerifierOptions {
  const publishing = verificationPublishing(target.kind, env);
  const common: VerifierOptions = {
    providerBaseUrl: target.baseUrl,
    // The state-setup endpoint is the provider's own HTTP service, called by the verifier core as
    // by any other verifier (with teardowns: https://docs.rs/pact_ffi/latest/pact_ffi/verifier/fn.pactffi_verifier_set_provider_state.html);
    // a setup that fails (not 2xx) fails its interaction. Pact JS logs this option as deprecated
    // in favour of in-process `stateHandlers`, which a provider in another process cannot offer
    // and whose failures Pact JS answers with 200
    // (https://docs.pact.io/implementation_guides/javascript/docs/provider).
    providerStatesSetupUrl: target.statesUrl,
    // Undoes Pact JS's proxy re-encoding form bodies as JSON
    // (https://github.com/pact-foundation/pact-js/issues/884).
    requestFilter: restoreFormBody,
    logLevel: logLevelFrom(env),
  };
  const broker = brokerFrom(env);
  const pactUrl = pactUrlFrom(env);
  if (pactUrl) {
    // The webhook's pact (contract_requiring_verification_published): exactly that pact, verified
    // against the provider commit the webhook names, and its result published when it may be.
    return {
      ...common,
      pactUrls: [pactUrl],
      ...(publishing.publishVerificationResult && broker
        ? {
            provider: providerOf(service),
            publishVerificationResult: true,
            providerVersion: publishing.providerVersion,
            providerVersionBranch: publishing.providerVersionBranch,
            ...brokerAuth(env),
          }
        : brokerAuth(env)),
    };
  }
  if (!publishing.publishVerificationResult || !broker) {
    // No provider name: given one, pact-core also fetches that provider's pacts from any
    // PACT_BROKER_BASE_URL in the environment, which a run of pacts/ must not do.
    return { ...common, pactUrls: [pactFileOf(service)] };
  }
  return {
    ...common,
    provider: providerOf(service),
    pactBrokerUrl: broker.baseUrl,
    ...brokerAuth(env),
    // https://docs.pact.io/pact_broker/advanced_topics/consumer_version_selectors
    consumerVersionSelectors: [
      { mainBranch: true },
      { matchingBranch: true },
      { deployedOrReleased: true },
    ],
    // A pact the provider never passed yet cannot fail its build
    // (https://docs.pact.io/pact_broker/advanced_topics/pending_pacts), and the web app's work in
    // progress on other branches is verified too, without failing it
    // (https://docs.pact.io/pact_broker/advanced_topics/wip_pacts).
    enablePending: true,
    includeWipPactsSince: wipSinceFrom(env),
    publishVerificationResult: true,
    providerVersion: publishing.providerVersion,
    providerVersionBranch: publishing.providerVersionBranch,
  };
}

/** WIP pacts are those published since this date (PACT_INCLUDE_WIP_PACTS_SINCE, ISO date). */
export const WIP_PACTS_SINCE = '2026-01-01';

function wipSinceFrom(env: Env): string {
  const since = env.PACT_INCLUDE_WIP_PACTS_SINCE?.trim() || WIP_PACTS_SINCE;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since) || Number.isNaN(Date.parse(since))) {
    throw new Error(`PACT_INCLUDE_WIP_PACTS_SINCE must be a date (YYYY-MM-DD): ${since}`);
  }
  return since;
}

/** The broker's credentials for the verifier (it fetches pacts and publishes results). */
function brokerAuth(env: Env): Partial<VerifierOptions> {
  if (env.PACT_BROKER_TOKEN) return { pactBrokerToken: env.PACT_BROKER_TOKEN };
  if (env.PACT_BROKER_USERNAME && env.PACT_BROKER_PASSWORD) {
    return {
      pactBrokerUsername: env.PACT_BROKER_USERNAME,
      pactBrokerPassword: env.PACT_BROKER_PASSWORD,
    };
  }
  return {};
}

/**
 * The pact a broker webhook names (PACT_URL, `${pactbroker.pactUrl}`), or undefined. It belongs to
 * one provider, so PACT_PROVIDER must name it; a URL that is not http(s) is refused.
 */
export function pactUrlFrom(env: Env): string | undefined {
  const value = env.PACT_URL?.trim();
  if (!value) return undefined;
  if (!env.PACT_PROVIDER?.trim()) {
    throw new Error('PACT_URL names one pact: set PACT_PROVIDER to the provider it belongs to');
  }
  return httpUrl('PACT_URL', value);
}

/**
 * Verifies one service's pact. A verification that ran answers what it found, passed or not; one
 * that could not run (a crash, bad options) throws.
 */
export async function verifyService(
  service: string,
  target: Target,
  env: Env,
): Promise<ServiceVerification> {
  const verifier = new Verifier(verifierOptions(service, target, env));
  let report: string;
  try {
    report = String(await verifier.verifyProvider());
  } catch (error) {
    report = error instanceof Error ? error.message : String(error);
    if (!verifierJsonOf(report)) throw error;
  }
  const json = verifierJsonOf(report);
  if (!json) throw new Error(`The verifier answered no report: ${report.slice(0, 200)}`);
  return serviceVerification(providerOf(service), json);
}
