import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURES, type RunningSimulator } from '../../src/index';
import { signIn, startTestSimulator, tokenOf } from '../support/simulator';
import { digestExcept } from './support/clients';
import {
  encodeForm,
  mutateObject,
  nastyValue,
  validValue,
  writeOperations,
  type Field,
  type Form,
  type WriteOperation,
} from './support/request-arbitraries';

/** Cases in one run, over every write endpoint of openapi.yaml. */
const RUNS = 1200;

/**
 * Sign-in verification keeps its books on refusal by design (a login key is spent, a wrong code
 * counts towards the lock): for these endpoints "changes nothing" means nothing else changes.
 */
const COUNTS_FAILED_SIGN_INS = new Set([
  '/sso/v1/api/login',
  '/sso/v1/api/sms/send',
  '/user/v1/api/member/phone/update',
  '/user/v1/api/member/destroy',
  '/user/v1/api/member/merge',
]);
/** Spent keys, counted wrong codes, a code spent by 5 wrong tries, a spent captcha. */
const SIGN_IN_BOOKKEEPING = ['login_keys', 'sms_guards', 'sms_codes', 'captchas'];

interface Case {
  operation: WriteOperation;
  path: string;
  signedIn: boolean;
  body: { form: Form } | { multipart: FormData };
}

const FILE_NAMES = [
  'car.png',
  '云N12345.jpg',
  '../../etc/passwd',
  '<script>.png',
  '',
  'a'.repeat(300),
];

function multipartBody(): fc.Arbitrary<Case['body']> {
  return fc
    .record({
      bytes: fc.uint8Array({ maxLength: 2048 }),
      name: fc.constantFrom(...FILE_NAMES),
      type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/x-msdownload', ''),
      field: fc.constantFrom('file', 'image', 'files'),
      extra: fc.option(nastyValue, { nil: undefined }),
    })
    .map(({ bytes, name, type, field, extra }) => {
      const data = new FormData();
      data.append(field, new Blob([bytes], { type }), name);
      if (extra !== undefined) data.append('note', String(extra));
      return { multipart: data };
    });
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A path segment as a client would send it (an unpaired surrogate cannot be encoded: U+FFFD). */
const segment = (value: Field) =>
  encodeURIComponent(String(value ?? '').replace(LONE_SURROGATE, '\uFFFD'));

/** Percent-encodings a careless client sends as they are: bad escapes, an unpaired surrogate, a NUL, traversal. */
const MALFORMED_SEGMENTS = ['%', '%zz', '%ED%A0%80', '%00', '..%2F..%2Fetc', '%252e%252e'];

function caseOf(operation: WriteOperation): fc.Arbitrary<Case> {
  const pathArbitrary = fc
    .record(
      Object.fromEntries(
        Object.entries(operation.pathParameters).map(([name, schema]) => [
          name,
          fc.oneof(
            { weight: 3, arbitrary: validValue(schema, 'serial').map(segment) },
            nastyValue.map(segment),
            fc.constantFrom(...MALFORMED_SEGMENTS),
          ),
        ]),
      ),
    )
    .map((values) => operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ''));
  const bodyArbitrary: fc.Arbitrary<Case['body']> = operation.multipart
    ? multipartBody()
    : operation.body
      ? validValue(operation.body)
          .chain((valid) => mutateObject(valid as Record<string, Field>, operation.body!))
          .map((form) => ({ form }))
      : fc
          .option(fc.tuple(fc.constantFrom('serial', 'status', 'x'), nastyValue), {
            nil: undefined,
          })
          .map((extra) => ({ form: extra ? { [extra[0]]: extra[1] } : {} }));
  return fc.record({
    operation: fc.constant(operation),
    path: pathArbitrary,
    signedIn: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, fc.constant(false)),
    body: bodyArbitrary,
  });
}

async function send(sim: RunningSimulator, token: string, input: Case) {
  const headers: Record<string, string> = input.signedIn ? { Authorization: token } : {};
  let body: BodyInit;
  if ('form' in input.body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = encodeForm(input.body.form).toString();
  } else {
    body = input.body.multipart;
  }
  const response = await fetch(sim.url + input.path, { method: 'POST', headers, body });
  const text = await response.text();
  return { status: response.status, text };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('generated bad input on every write endpoint', { timeout: 300_000 }, () => {
  it(`${RUNS} mutated requests from openapi.yaml's schemas: never a 5xx or a crash, and a refused request changes nothing`, async () => {
    const sim = await startTestSimulator();
    const token = tokenOf(await signIn(sim, FIXTURES.users.a.phone));
    const logged = vi.spyOn(console, 'error');
    const operations = writeOperations();
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const seen = new Set<string>();
    let refused = 0;

    await fc.assert(
      fc.asyncProperty(fc.oneof(...operations.map(caseOf)), async (input) => {
        seen.add(input.operation.path);
        const keepsBooks = COUNTS_FAILED_SIGN_INS.has(input.operation.path);
        const image = keepsBooks ? null : sim.db.serialize();
        const digest = keepsBooks ? digestExcept(sim.db, SIGN_IN_BOOKKEEPING) : null;

        const answer = await send(sim, token, input);

        expect(answer.status, answer.text).toBeLessThan(500);
        const envelope = JSON.parse(answer.text) as { code: unknown; message: unknown };
        expect(typeof envelope.code).toBe('number');
        expect(typeof envelope.message).toBe('string');
        if (answer.status !== 200 || envelope.code !== 0) {
          refused += 1;
          if (image) expect(sim.db.serialize().equals(image), answer.text).toBe(true);
          else expect(digestExcept(sim.db, SIGN_IN_BOOKKEEPING), answer.text).toBe(digest);
        }
      }),
      { numRuns: RUNS },
    );

    expect(seen.size).toBe(operations.length);
    expect(refused).toBeGreaterThan(RUNS / 2);
    expect(logged).not.toHaveBeenCalled();
    const alive = await fetch(`${sim.url}/component/v1/api/app/config/show`);
    expect(alive.status).toBe(200);
  });
});
