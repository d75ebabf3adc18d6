import { fileURLToPath } from 'node:url';

/** The web app, as the consumer of every pact. */
export const CONSUMER = 'dehong-parking-web';

/** The operator services the screens call: one pact, and one provider, per service. */
export const SERVICES = [
  'sso',
  'user',
  'parking',
  'material',
  'tools',
  'component',
  'pay',
] as const;
export type Service = (typeof SERVICES)[number];

export const providerOf = (service: Service) => `operator-${service}`;

/** contracts/pacts: the committed artefact the backend team takes. */
export const PACTS_DIR = fileURLToPath(new URL('../pacts/', import.meta.url));

export const pactFileOf = (service: Service) =>
  `${PACTS_DIR}${CONSUMER}-${providerOf(service)}.json`;
