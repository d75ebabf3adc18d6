import type { PactV4 } from '@pact-foundation/pact';

type UnconfiguredInteraction = ReturnType<PactV4['addInteraction']>;
type RequestBuilderFunction = NonNullable<Parameters<UnconfiguredInteraction['withRequest']>[2]>;
/** Pact JS's V4 request builder (its type is not exported from the package root). */
export type RequestBuilder = Parameters<RequestBuilderFunction>[0];

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/** A form field: its exact text, or a matcher (regex, integer, ...) with an example. */
export type FormFields = Record<string, unknown>;

interface CoreInteraction {
  withRequestBody(body: string, contentType: string): boolean;
}

/**
 * Declares a form-encoded request body whose fields carry matchers.
 *
 * The Rust core matches form bodies field by field and takes matchers for them in the same
 * integration JSON as JSON bodies when the content type says form
 * (https://github.com/pact-foundation/roadmap/blob/master/rfc/99-define-matching-rules-for-form-urlencoded-body.md).
 * Pact JS 16 has no builder method for it yet (https://github.com/pact-foundation/pact-js/issues/767):
 * `body()` would record opaque bytes matched by content type only. So this passes the fields to the
 * core interaction the builder wraps, the same call `jsonBody()` makes with the JSON content type.
 * The pact then records the example as `a=1&b=2` with a matching rule per field, and the mock
 * server refuses a missing, unexpected or malformed field.
 */
export function formBody(builder: RequestBuilder, fields: FormFields): void {
  const interaction = (builder as unknown as { interaction?: CoreInteraction }).interaction;
  if (typeof interaction?.withRequestBody !== 'function') {
    throw new Error('Pact JS changed its request builder: formBody() needs a new way in');
  }
  builder.headers({ 'Content-Type': FORM_CONTENT_TYPE });
  if (!interaction.withRequestBody(JSON.stringify(fields), FORM_CONTENT_TYPE)) {
    throw new Error(`The Pact core refused the form body ${JSON.stringify(fields)}`);
  }
}
