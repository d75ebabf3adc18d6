import { existsSync, readdirSync } from 'node:fs';
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
  'charge',
] as const;
export type Service = (typeof SERVICES)[number];

export const providerOf = (service: string) => `operator-${service}`;

/** contracts/pacts: the committed artefact the backend team takes. */
export const PACTS_DIR = fileURLToPath(new URL('../pacts/', import.meta.url));

export const pactFileOf = (service: string) =>
  `${PACTS_DIR}${CONSUMER}-${providerOf(service)}.json`;

const PACT_FILE = new RegExp(`^${CONSUMER}-operator-([a-z][a-z0-9-]*)\\.json$`);

/**
 * The services whose pact is in pacts/, read from the folder (not from a list), so that a pact a new
 * consumer test writes is checked and verified without anyone registering it.
 */
export function servicesWithPacts(): string[] {
  if (!existsSync(PACTS_DIR)) return [];
  return readdirSync(PACTS_DIR)
    .map((name) => PACT_FILE.exec(name)?.[1])
    .filter((service): service is string => service !== undefined)
    .sort();
}
