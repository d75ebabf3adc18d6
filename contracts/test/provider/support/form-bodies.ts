import { FORM_CONTENT_TYPE } from '../../../src/form-body';
import { readPacts, type PactInteraction } from '../../../src/pact-files';
import type { Received } from '../../../src/recording-proxy';

/** Every interaction of the pacts whose request body is a form. */
export const FORM_INTERACTIONS = readPacts().flatMap(({ pact }) =>
  pact.interactions.filter(
    (interaction) => interaction.request.body?.contentType === FORM_CONTENT_TYPE,
  ),
);

/** PACT_DESCRIPTION for exactly the form-body interactions (both verifiers read it). */
export const ONLY_FORM_INTERACTIONS = `^(?:${FORM_INTERACTIONS.map(({ description }) =>
  description.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&'),
).join('|')})$`;

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

/**
 * Each form-body interaction that did not reach the provider as the pact holds it (the same
 * fields in the same order, as form text under its true Content-Length), and what arrived instead.
 */
export function formBodiesNotDelivered(received: readonly Received[]): string[] {
  return FORM_INTERACTIONS.flatMap((interaction) => {
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
