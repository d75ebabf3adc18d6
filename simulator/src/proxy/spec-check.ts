import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import {
  branches,
  compiled,
  doc,
  escapePointer,
  mediaTypeOf,
  parameters,
  requestBodyOf,
  responseOf,
  unescapePointer,
  type Operation,
  type Schema,
} from './spec-operations';

/**
 * One call checked against openapi.yaml, with the same Ajv (2020 dialect) the simulator's
 * validator compiles the description with. The validator middleware answers 400 or 500 at the
 * first break; a proxy must forward the call whatever it holds and list every difference instead.
 */

/**
 * What kind of difference: `missing` (a required field did not come), `undeclared` (a field the
 * description does not have), `type`, `enum`, `status` (an HTTP status the operation does not
 * describe, or no final status at all), `content-type`, `content-encoding`, `not-json`,
 * `too-deep`, `too-large`, `no-answer` (the upstream stalled or could not be reached),
 * `not-in-spec` (a path or method the description lacks), `not-recorded` (a replay has no answer
 * for the request), or another Ajv keyword (`pattern`, `minimum`, ...).
 */
export type DriftKind = string;

export interface Difference {
  where: 'request' | 'response';
  /** A JSON pointer into the body (`/data/payCost`), the query (`/query/number`) or the form. */
  pointer: string;
  kind: DriftKind;
  expected: string;
  /**
   * What came, as it came: never written. The proxy writes it through its redactor, which reads
   * the value at `pointer` of the redacted call instead (redact-call.ts).
   */
  came: unknown;
}

// Answers are checked exactly (a number sent as a string is a difference); queries and forms are
// text on the wire, so they are coerced as the simulator's request validator coerces them.
let strict: Ajv2020 | undefined;
let coercing: Ajv2020 | undefined;
function ajv(coerce: boolean): Ajv2020 {
  const make = () => {
    const instance = new Ajv2020({
      strict: false,
      validateFormats: false,
      allErrors: true,
      coerceTypes: coerce,
    });
    instance.addSchema(doc(), 'openapi.json');
    return instance;
  };
  if (coerce) return (coercing ??= make());
  return (strict ??= make());
}

const validators = new Map<string, ValidateFunction | null>();
function validatorAt(pointer: string, coerce: boolean, schema?: Schema): ValidateFunction | null {
  const key = `${coerce}:${pointer}`;
  if (!validators.has(key)) {
    const compiledSchema = schema ?? { $ref: `openapi.json#${pointer}` };
    validators.set(key, ajv(coerce).compile(compiledSchema));
  }
  return validators.get(key) ?? null;
}

/** Keeps one error per place: a failed `oneOf` lists every branch's failure, then its own. */
function differencesOf(
  errors: ErrorObject[] | null | undefined,
  where: Difference['where'],
  prefix: string,
  root: unknown,
): Difference[] {
  const seen = new Set<string>();
  const composite = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'then', 'else', 'not']);
  const sorted = [...(errors ?? [])].sort(
    (a, b) => Number(composite.has(a.keyword)) - Number(composite.has(b.keyword)),
  );
  const out: Difference[] = [];
  for (const error of sorted) {
    let pointer = prefix + error.instancePath;
    let kind: string = error.keyword;
    let expected: string;
    let came: unknown = valueAt(root, error.instancePath);
    if (error.keyword === 'required') {
      pointer += `/${escapePointer(String(error.params.missingProperty))}`;
      kind = 'missing';
      expected = 'a required field';
      came = undefined;
    } else if (error.keyword === 'type') {
      expected = String(error.params.type);
    } else if (error.keyword === 'enum') {
      expected = (error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
    } else if (error.keyword === 'const') {
      kind = 'enum';
      expected = JSON.stringify(error.params.allowedValue);
    } else {
      expected = error.message ?? error.keyword;
    }
    // The first failure at a place says it (a type's, before the oneOf that wrapped it).
    if (composite.has(kind) && [...seen].some((key) => key.startsWith(`${pointer}|`))) continue;
    const key = `${pointer}|${kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ where, pointer, kind, expected, came });
  }
  return out;
}

/** The value at a JSON pointer, or undefined when there is none. */
export function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  return pointer
    .slice(1)
    .split('/')
    .map(unescapePointer)
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object' && Object.hasOwn(node, part)
          ? (node as Record<string, unknown>)[part]
          : undefined,
      root,
    );
}

/**
 * Fields the description does not declare. The schemas leave additionalProperties open (the app
 * ignores what it does not read), so Ajv passes them; a proxy comparing the real service with the
 * description still wants them listed: a renamed field is a missing one and an undeclared one.
 */
function undeclared(
  value: unknown,
  schemas: Schema[],
  pointer: string,
  where: Difference['where'],
  out: Difference[],
): void {
  const all = schemas.flatMap((schema) => branches(schema));
  if (Array.isArray(value)) {
    const items = all.map((schema) => schema.items).filter((items) => items !== undefined);
    if (items.length === 0) return;
    value.forEach((item, index) =>
      undeclared(item, items as Schema[], `${pointer}/${index}`, where, out),
    );
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const withProperties = all.filter((schema) => schema.properties);
  const open = all.some(
    (schema) =>
      (schema.additionalProperties !== undefined && schema.additionalProperties !== false) ||
      schema.patternProperties !== undefined,
  );
  if (withProperties.length === 0 || open) return;
  for (const [key, field] of Object.entries(value)) {
    const declared = withProperties
      .map((schema) => (schema.properties as Record<string, unknown>)[key])
      .filter((schema) => schema !== undefined) as Schema[];
    const at = `${pointer}/${escapePointer(key)}`;
    if (declared.length === 0) {
      out.push({ where, pointer: at, kind: 'undeclared', expected: 'no such field', came: field });
    } else {
      undeclared(field, declared, at, where, out);
    }
  }
}

/**
 * An answer's differences from the description: its status, its type, every field. `value` is the
 * parsed body, or `undefined` when the text was not JSON.
 */
export function checkAnswer(
  operation: Operation,
  status: number,
  contentType: string | undefined,
  value: unknown,
): Difference[] {
  const compiledOperation = compiled(operation.id);
  if (!compiledOperation) return [];
  const out: Difference[] = [];
  const { described, statuses, pointer, content } = responseOf(compiledOperation, status);
  if (!described) {
    out.push({
      where: 'response',
      pointer: '',
      kind: 'status',
      expected: statuses.join(', '),
      came: status,
    });
  }
  if (Object.keys(content).length === 0) return out;
  if (!(mediaTypeOf(contentType) in content)) {
    out.push({
      where: 'response',
      pointer: '',
      kind: 'content-type',
      expected: Object.keys(content).join(', '),
      came: contentType ?? null,
    });
  }
  if (!('application/json' in content)) return out;
  if (value === undefined) {
    out.push({
      where: 'response',
      pointer: '',
      kind: 'not-json',
      expected: 'a JSON body',
      came: undefined,
    });
    return out;
  }
  const validate = validatorAt(`${pointer}/${escapePointer('application/json')}/schema`, false);
  if (validate && !validate(value)) {
    out.push(...differencesOf(validate.errors, 'response', '', value));
  }
  const bodySchema = (content['application/json'] as Schema).schema as Schema;
  undeclared(value, [bodySchema], '', 'response', out);
  return out;
}

/** A request's differences: its query against the parameters, its form against the body schema. */
export function checkRequest(
  operation: Operation,
  query: string,
  contentType: string | undefined,
  body: Buffer,
): Difference[] {
  const compiledOperation = compiled(operation.id);
  if (!compiledOperation) return [];
  const out: Difference[] = [];
  const queryParams = parameters(compiledOperation).filter((param) => param.in === 'query');
  const given = Object.fromEntries(new URLSearchParams(query));
  for (const name of Object.keys(given)) {
    if (!queryParams.some((param) => param.name === name)) {
      out.push({
        where: 'request',
        pointer: `/query/${escapePointer(name)}`,
        kind: 'undeclared',
        expected: 'no such parameter',
        came: given[name],
      });
    }
  }
  const querySchema: Schema = {
    type: 'object',
    properties: Object.fromEntries(
      queryParams.map((param) => [param.name, rebase(param.schema as Schema)]),
    ),
    required: queryParams.filter((param) => param.required).map((param) => param.name),
  };
  const validateQuery = validatorAt(`query:${operation.id}`, true, querySchema);
  if (validateQuery && !validateQuery({ ...given })) {
    out.push(...differencesOf(validateQuery.errors, 'request', '/query', given));
  }

  const requestBody = requestBodyOf(compiledOperation);
  const mediaType = mediaTypeOf(contentType);
  if (!requestBody) return out;
  if (body.length === 0 && !mediaType) {
    if (requestBody.required) {
      out.push({
        where: 'request',
        pointer: '/body',
        kind: 'missing',
        expected: 'a body',
        came: undefined,
      });
    }
    return out;
  }
  if (!(mediaType in requestBody.content)) {
    out.push({
      where: 'request',
      pointer: '/body',
      kind: 'content-type',
      expected: Object.keys(requestBody.content).join(', '),
      came: contentType ?? null,
    });
    return out;
  }
  // A multipart body's parts are forwarded as they are; only a form is read field by field.
  if (mediaType !== 'application/x-www-form-urlencoded') return out;
  const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  const validateForm = validatorAt(
    `${requestBody.pointer}/${escapePointer(mediaType)}/schema`,
    true,
  );
  if (validateForm && !validateForm({ ...form })) {
    out.push(...differencesOf(validateForm.errors, 'request', '/body', form));
  }
  const formSchema = (requestBody.content[mediaType] as Schema).schema as Schema;
  undeclared(form, [formSchema], '/body', 'request', out);
  return out;
}

/** A parameter's schema with its `#/...` references made absolute to the loaded description. */
function rebase(schema: Schema | undefined): Schema {
  if (!schema) return {};
  return JSON.parse(
    JSON.stringify(schema).replaceAll('"$ref":"#/', '"$ref":"openapi.json#/'),
  ) as Schema;
}
