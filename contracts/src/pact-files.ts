import { existsSync, readFileSync } from 'node:fs';
import { SERVICES, pactFileOf, servicesWithPacts } from './pacts';

/** The parts of a V4 pact file the contracts read; the rest passes through untouched. */
export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  metadata: Record<string, unknown>;
  interactions: PactInteraction[];
}

export interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: {
    method: string;
    path: string;
    headers?: Record<string, string[]>;
    body?: { content: unknown; contentType?: string; encoded?: boolean | string };
    [key: string]: unknown;
  };
  response: Record<string, unknown>;
  [key: string]: unknown;
}

export interface WrittenPact {
  service: string;
  file: string;
  pact: PactFile;
}

/**
 * The committed pacts: one per service of SERVICES (a missing one is an error: run the consumer
 * tests), and any other pact the folder holds.
 */
export function readPacts(): WrittenPact[] {
  const services = [...new Set<string>([...SERVICES, ...servicesWithPacts()])];
  return services.map((service) => {
    const file = pactFileOf(service);
    if (!existsSync(file)) {
      throw new Error(`${file} is missing: run \`npm run test:consumer -w contracts\` first`);
    }
    return { service, file, pact: JSON.parse(readFileSync(file, 'utf8')) as PactFile };
  });
}

/** How an interaction is named in reports: its description and its states. */
export function interactionName(interaction: PactInteraction): string {
  const states = (interaction.providerStates ?? []).map((state) => {
    const params = Object.entries(state.params ?? {})
      .map(([name, value]) => `${name}=${String(value)}`)
      .join(', ');
    return params ? `${state.name} (${params})` : state.name;
  });
  return states.length
    ? `"${interaction.description}" given ${states.join(' and ')}`
    : `"${interaction.description}"`;
}
