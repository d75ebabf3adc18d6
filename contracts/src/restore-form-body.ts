import type { VerifierOptions } from '@pact-foundation/pact';
import { FORM_CONTENT_TYPE } from './form-body';

type RequestFilter = NonNullable<VerifierOptions['requestFilter']>;
type ParsedForm = Record<string, unknown>;

/** The form text of fields as Express's `urlencoded({ extended: true })` parsed them. */
export function formText(fields: ParsedForm): string {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const each of values) {
      if (typeof each !== 'string') {
        throw new Error(`Form field ${name} is nested; its form text cannot be restored`);
      }
      form.append(name, each);
    }
  }
  return form.toString();
}

/**
 * A `requestFilter` that sends form bodies on to the provider as form text.
 *
 * The pacts hold form bodies as form text, and the verifier core sends exactly that. But Pact JS
 * runs every request through a proxy of its own that parses form bodies and passes them on as
 * JSON under the form's Content-Length (https://github.com/pact-foundation/pact-js/issues/884), so a
 * provider reads a truncated JSON text or waits for bytes that never come. This undoes it: the
 * fields go back into form text with its own Content-Length. The standalone `pact-verifier` has no
 * proxy and needs no filter (test/provider/standalone-verifier.test.ts).
 */
export const restoreFormBody: RequestFilter = (req, _res, next) => {
  const body: unknown = req.body;
  if (!req.is(FORM_CONTENT_TYPE) || !body || Buffer.isBuffer(body) || typeof body !== 'object') {
    next();
    return;
  }
  try {
    const text = formText(body as ParsedForm);
    req.body = Buffer.from(text);
    req.headers['content-length'] = String(Buffer.byteLength(text));
    next();
  } catch (error) {
    next(error);
  }
};
