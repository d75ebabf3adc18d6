import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument } from '../http/openapi';

/**
 * One call checked against openapi.yaml, with the same Ajv (2020 dialect) the simulator's
 * validator compiles the description with. The validator middleware answers 400 or 500 at the
 * first break; a proxy must forward the call whatever it holds and list every difference instead.
 */

type Schema = Record<string, unknown>;

export interface Operation {
  id: string;
  method: string;
  /** The path as the description writes it (`/parking/v1/api/order/{serial}/show`). */
  path: string;
  inferred: boolean;
}

/**
 * What kind of difference: `missing` (a required field did not come), `undeclared` (a field the
 * description does not have), `type`, `enum`, `status` (an HTTP status the operation does not
 * describe), `content-type`, `not-json`, `no-answer` (the upstream stalled or could not be reached),
 * `not-in-spec` (a path or method the description lacks), `not-recorded` (a replay has no answer
 * for the request), or another Ajv keyword (`pattern`,
 * `minimum`, ...).
 */
export type DriftKind = string;

export interface Difference {
  where: 'request' | 'response';
  /** A JSON pointer into the body (`/data/payCost`), the query (`/query/number`) or the form. */
  pointer: string;
  kind: DriftKind;
  expected: string;
  came: unknown;
}

interface CompiledOperation extends Operation {
  pattern: RegExp;
  templated: number;
  pointer: string;
  item: Schema;
}

const doc = () => {
  document ??= openApiDocument() as unknown as Schema;
  return document;
};
let document: Schema | undefined;
let operations: CompiledOperation[] | undefined;

const escapePointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

function resolve(schema: unknown): Schema {
  let current = schema as Schema;
  for (let depth = 0; depth < 20 && typeof current?.$ref === 'string'; depth++) {
    const ref = current.$ref as string;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<Schema>((node, part) => node?.[part] as Schema, doc());
  }
  return current ?? {};
}

function allOperations(): CompiledOperation[] {
  if (operations) return operations;
  const paths = doc().paths as Record<string, Record<string, Schema>>;
  operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => /^(get|post|put|patch|delete)$/.test(method))
      .map(([method, operation]) => {
        const parts = path.split(/\{[^}]+\}/);
        return {
          id: (operation.operationId as string | undefined) ?? `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          inferred: operation['x-inferred'] === true,
          pattern: new RegExp(
            `^${parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+')}$`,
          ),
          templated: parts.length - 1,
          pointer: `#/paths/${escapePointer(path)}/${method}`,
          item,
        };
      }),
  );
  // A literal path wins over a template that also matches it.
  operations.sort((a, b) => a.templated - b.templated);
  return operations;
}

/** The documented operation a request is, or undefined when the description lacks it. */
export function operationOf(method: string, path: string): Operation | undefined {
  const found = allOperations().find(
    (operation) => operation.method === method.toUpperCase() && operation.pattern.test(path),
  );
  return (
    found && { id: found.id, method: found.method, path: found.path, inferred: found.inferred }
  );
}

/** Every operation the description marks `x-inferred` (ours to design, to confirm). */
export function inferredOperations(): Operation[] {
  return allOperations()
    .filter((operation) => operation.inferred)
    .map(({ id, method, path, inferred }) => ({ id, method, path, inferred }));
}

const compiled = (id: string) => allOperations().find((operation) => operation.id === id);

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
    const place = `${pointer}`;
    if (composite.has(kind) && [...seen].some((key) => key.startsWith(`${place}|`))) continue;
    const key = `${place}|${kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ where, pointer, kind, expected, came });
  }
  return out;
}

function valueAt(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, part) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[part]
          : undefined,
      root,
    );
}

/** Every schema a value must meet at one place: the schema and its allOf/oneOf/anyOf branches. */
function branches(schema: unknown, depth = 0): Schema[] {
  const resolved = resolve(schema);
  if (depth > 10) return [resolved];
  const nested = ['allOf', 'oneOf', 'anyOf'].flatMap((keyword) =>
    Array.isArray(resolved[keyword])
      ? (resolved[keyword] as unknown[]).flatMap((branch) => branches(branch, depth + 1))
      : [],
  );
  return [resolved, ...nested];
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

function responseSchema(operation: CompiledOperation, status: number) {
  const responses = (operation.item[operation.method.toLowerCase()] as Schema).responses as Schema;
  const key =
    String(status) in responses ? String(status) : 'default' in responses ? 'default' : '';
  const statuses = Object.keys(responses);
  if (!key) return { described: false, statuses, pointer: '', content: {} as Schema };
  const response = resolve(responses[key]);
  const content = (response.content ?? {}) as Schema;
  const contentPointer = (responses[key] as Schema).$ref
    ? `${String((responses[key] as Schema).$ref).slice(1)}/content`
    : `${operation.pointer.slice(1)}/responses/${key}/content`;
  return { described: true, statuses, pointer: contentPointer, content };
}

/** An answer's differences from the description: its status, its type, every field. */
export function checkAnswer(
  operation: Operation,
  status: number,
  contentType: string | undefined,
  body: string,
): Difference[] {
  const compiledOperation = compiled(operation.id);
  if (!compiledOperation) return [];
  const out: Difference[] = [];
  const schema = responseSchema(compiledOperation, status);
  let contentPointer = schema.pointer;
  let content = schema.content;
  if (!schema.described) {
    out.push({
      where: 'response',
      pointer: '',
      kind: 'status',
      expected: schema.statuses.join(', '),
      came: status,
    });
    // Every answer carries the envelope, described or not.
    contentPointer = '/components/responses/BadRequest/content';
    content = resolve({ $ref: '#/components/responses/BadRequest' }).content as Schema;
  }
  if (Object.keys(content).length === 0) return out;
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(mediaType in content)) {
    out.push({
      where: 'response',
      pointer: '',
      kind: 'content-type',
      expected: Object.keys(content).join(', '),
      came: contentType ?? null,
    });
  }
  if (!('application/json' in content)) return out;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    out.push({
      where: 'response',
      pointer: '',
      kind: 'not-json',
      expected: 'a JSON body',
      came: body.slice(0, 80),
    });
    return out;
  }
  const at = `${contentPointer}/${escapePointer('application/json')}/schema`;
  const validate = validatorAt(at, false);
  if (validate && !validate(value)) {
    out.push(...differencesOf(validate.errors, 'response', '', value));
  }
  const bodySchema = (content['application/json'] as Schema).schema;
  undeclared(value, [bodySchema as Schema], '', 'response', out);
  return out;
}

function parameters(operation: CompiledOperation): Schema[] {
  const pathLevel = (operation.item.parameters as unknown[] | undefined) ?? [];
  const own =
    ((operation.item[operation.method.toLowerCase()] as Schema).parameters as
      unknown[] | undefined) ?? [];
  return [...pathLevel, ...own].map(resolve);
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

  const method = compiledOperation.item[operation.method.toLowerCase()] as Schema;
  const requestBody = method.requestBody ? resolve(method.requestBody) : undefined;
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!requestBody) return out;
  const content = (requestBody.content ?? {}) as Schema;
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
  if (!(mediaType in content)) {
    out.push({
      where: 'request',
      pointer: '/body',
      kind: 'content-type',
      expected: Object.keys(content).join(', '),
      came: contentType ?? null,
    });
    return out;
  }
  // A multipart body's parts are forwarded as they are; only a form is read field by field.
  if (mediaType !== 'application/x-www-form-urlencoded') return out;
  const form = Object.fromEntries(new URLSearchParams(body.toString('utf8')));
  const at = `${compiledOperation.pointer.slice(1)}/requestBody/content/${escapePointer(mediaType)}/schema`;
  const validateForm = validatorAt(
    method.requestBody && (method.requestBody as Schema).$ref
      ? `${String((method.requestBody as Schema).$ref).slice(1)}/content/${escapePointer(mediaType)}/schema`
      : at,
    true,
  );
  if (validateForm && !validateForm({ ...form })) {
    out.push(...differencesOf(validateForm.errors, 'request', '/body', form));
  }
  const formSchema = (content[mediaType] as Schema).schema as Schema;
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
