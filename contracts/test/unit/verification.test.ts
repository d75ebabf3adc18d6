import { describe, expect, it } from 'vitest';
import { SERVICES, pactFileOf } from '../../src/pacts';
import { restoreFormBody } from '../../src/restore-form-body';
import { shardsOf } from '../../src/shards';
import {
  providerTargetFrom,
  servicesFrom,
  simulatorTarget,
  verifierOptions,
  WIP_PACTS_SINCE,
  type Target,
} from '../../src/verification';

const BROKER = {
  PACT_BROKER_BASE_URL: 'https://broker.example',
  PACT_BROKER_TOKEN: 'secret',
  PACT_PROVIDER_VERSION: 'abc123',
  PACT_PROVIDER_BRANCH: 'main',
};
const REAL: Target = {
  kind: 'provider',
  baseUrl: 'https://operator.test',
  statesUrl: 'https://operator.test/__pact/states',
};

/** `npm run verify` is pointed at a provider by variables; a mistake must stop it, not guess. */
describe('the provider to verify', () => {
  it('is the simulator when no provider URL is given', () => {
    expect(providerTargetFrom({})).toBeNull();
  });

  it('is the one PACT_PROVIDER_BASE_URL and PACT_PROVIDER_STATES_URL name', () => {
    expect(
      providerTargetFrom({
        PACT_PROVIDER_BASE_URL: 'https://operator.test/',
        PACT_PROVIDER_STATES_URL: 'https://operator.test/__pact/states',
      }),
    ).toEqual(REAL);
  });

  it.each([
    [{ PACT_PROVIDER_BASE_URL: 'https://operator.test' }, /PACT_PROVIDER_STATES_URL/],
    [{ PACT_PROVIDER_STATES_URL: 'https://operator.test/states' }, /PACT_PROVIDER_BASE_URL/],
    [
      { PACT_PROVIDER_BASE_URL: 'operator.test', PACT_PROVIDER_STATES_URL: 'https://o.test/s' },
      /PACT_PROVIDER_BASE_URL is not a URL/,
    ],
    [
      { PACT_PROVIDER_BASE_URL: 'ftp://o.test', PACT_PROVIDER_STATES_URL: 'https://o.test/s' },
      /must be an http\(s\) URL/,
    ],
  ])('is refused when the variables are incomplete or wrong (%o)', (env, message) => {
    expect(() => providerTargetFrom(env)).toThrow(message);
  });

  it('covers every service, or the one PACT_PROVIDER names', () => {
    expect(servicesFrom({}, [])).toEqual([...SERVICES]);
    expect(servicesFrom({ PACT_PROVIDER: 'operator-pay' })).toEqual(['pay']);
    // A pact in pacts/ that no list names is verified too, and can be asked for by name.
    expect(servicesFrom({}, ['pay', 'games'])).toEqual([...SERVICES, 'games']);
    expect(servicesFrom({ PACT_PROVIDER: 'operator-games' }, ['games'])).toEqual(['games']);
    expect(() => servicesFrom({ PACT_PROVIDER: 'operator' })).toThrow(
      /operator-sso, operator-user/,
    );
  });
});

describe('the Verifier options', () => {
  it('verify pacts/ against the simulator and never publish, even with a broker configured', () => {
    const options = verifierOptions('pay', simulatorTarget('http://127.0.0.1:4000'), BROKER);

    expect(options).toMatchObject({
      providerBaseUrl: 'http://127.0.0.1:4000',
      providerStatesSetupUrl: 'http://127.0.0.1:4000/__admin/provider-states',
      pactUrls: [pactFileOf('pay')],
    });
    expect(options).not.toHaveProperty('pactBrokerUrl');
    expect(options).not.toHaveProperty('publishVerificationResult');
    expect(options).not.toHaveProperty('providerVersion');
    // Given a provider name, pact-core would add the broker from the environment as a pact source.
    expect(options).not.toHaveProperty('provider');
  });

  it('verify pacts/ against a real provider without publishing when no broker is configured', () => {
    const { PACT_BROKER_BASE_URL: _broker, ...withoutBroker } = BROKER;
    const options = verifierOptions('sso', REAL, withoutBroker);

    expect(options).toMatchObject({
      providerBaseUrl: REAL.baseUrl,
      providerStatesSetupUrl: REAL.statesUrl,
      pactUrls: [pactFileOf('sso')],
    });
    expect(options).not.toHaveProperty('publishVerificationResult');
  });

  it("verify the broker's pacts and publish under the provider's version when it is given", () => {
    const options = verifierOptions('user', REAL, BROKER);

    expect(options).toMatchObject({
      provider: 'operator-user',
      pactBrokerUrl: 'https://broker.example',
      consumerVersionSelectors: [
        { mainBranch: true },
        { matchingBranch: true },
        { deployedOrReleased: true },
      ],
      enablePending: true,
      includeWipPactsSince: WIP_PACTS_SINCE,
      pactBrokerToken: 'secret',
      publishVerificationResult: true,
      providerVersion: 'abc123',
      providerVersionBranch: 'main',
    });
    expect(options).not.toHaveProperty('pactUrls');
    expect(
      verifierOptions('user', REAL, { ...BROKER, PACT_INCLUDE_WIP_PACTS_SINCE: '2026-11-01' })
        .includeWipPactsSince,
    ).toBe('2026-11-01');
    expect(() =>
      verifierOptions('user', REAL, { ...BROKER, PACT_INCLUDE_WIP_PACTS_SINCE: 'last week' }),
    ).toThrow(/PACT_INCLUDE_WIP_PACTS_SINCE/);
  });

  it('verify exactly the pact a webhook names (PACT_URL) and publish under the provider commit', () => {
    const PACT_URL =
      'https://broker.example/pacts/provider/operator-pay/consumer/dehong-parking-web/pact-version/1f2e';
    const options = verifierOptions('pay', REAL, {
      ...BROKER,
      PACT_URL,
      PACT_PROVIDER: 'operator-pay',
      PACT_PROVIDER_VERSION: 'f00d',
    });

    expect(options).toMatchObject({
      provider: 'operator-pay',
      pactUrls: [PACT_URL],
      pactBrokerToken: 'secret',
      publishVerificationResult: true,
      providerVersion: 'f00d',
      providerVersionBranch: 'main',
    });
    // The webhook's pact only: no selectors that would fetch others.
    expect(options).not.toHaveProperty('consumerVersionSelectors');
    expect(options).not.toHaveProperty('pactBrokerUrl');
    // Against the simulator the webhook's pact is verified, and nothing is published.
    const simulated = verifierOptions('pay', simulatorTarget('http://127.0.0.1:4000'), {
      ...BROKER,
      PACT_URL,
      PACT_PROVIDER: 'operator-pay',
    });
    expect(simulated.pactUrls).toEqual([PACT_URL]);
    expect(simulated).not.toHaveProperty('publishVerificationResult');
    expect(() => verifierOptions('pay', REAL, { ...BROKER, PACT_URL })).toThrow(/PACT_PROVIDER/);
    expect(() =>
      verifierOptions('pay', REAL, {
        ...BROKER,
        PACT_URL: 'file:///x',
        PACT_PROVIDER: 'operator-pay',
      }),
    ).toThrow(/PACT_URL must be an http\(s\) URL/);
  });

  it('restore form bodies, log errors only unless told otherwise, and refuse an unknown level', () => {
    expect(verifierOptions('pay', REAL, {})).toMatchObject({
      requestFilter: restoreFormBody,
      logLevel: 'error',
    });
    expect(verifierOptions('pay', REAL, { PACT_LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
    expect(() => verifierOptions('pay', REAL, { PACT_LOG_LEVEL: 'loud' })).toThrow(
      /PACT_LOG_LEVEL/,
    );
  });
});

describe('pacts split over simulators', () => {
  const sizes: Record<string, number> = { user: 35, parking: 26, pay: 18, charge: 9, sso: 7 };
  const sizeOf = (service: string) => sizes[service] ?? 0;

  it('balances the interactions, the largest pact first, every pact once', () => {
    const shards = shardsOf(Object.keys(sizes), 2, sizeOf);
    expect(shards).toEqual([
      ['user', 'charge', 'sso'],
      ['parking', 'pay'],
    ]);
    expect(shards.map((shard) => shard.reduce((sum, each) => sum + sizeOf(each), 0))).toEqual([
      51, 44,
    ]);
  });

  it('never makes more groups than pacts, nor fewer than one', () => {
    expect(shardsOf(['sso'], 4, sizeOf)).toEqual([['sso']]);
    expect(shardsOf(['sso', 'pay'], 0, sizeOf)).toEqual([['pay', 'sso']]);
  });
});
