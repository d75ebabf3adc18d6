import fc from 'fast-check';
import { openApiDocument } from '../../../src/http/openapi';

/** The parts of JSON Schema (OpenAPI 3.1) the request descriptions use. */
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  contentSchema?: Schema;
}

/** JSON text inside a form field (PayOrderPayload in `orders`): mutated as JSON, sent as text. */
export class JsonText {
  constructor(readonly value: unknown) {}
}

export type Field =
  string | number | boolean | null | JsonText | Field[] | { [key: string]: Field };
export type Form = Record<string, Field>;

export interface WriteOperation {
  /** openapi.yaml's path, with `{serial}`-style parameters. */
  path: string;
  pathParameters: Record<string, Schema>;
  body: Schema | null;
  multipart: boolean;
  secured: boolean;
}

interface Document {
  paths: Record<string, { post?: Operation }>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const document = openApiDocument() as unknown as Document;

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = document.components.schemas[name];
  if (!target) throw new Error(`unknown schema ${schema.$ref}`);
  const { $ref: _ref, ...siblings } = schema;
  return { ...resolve(target), ...siblings };
}

function parameter(parameter: Parameter): Parameter {
  if (!parameter.$ref) return parameter;
  const target = document.components.parameters[parameter.$ref.split('/').pop()!];
  if (!target) throw new Error(`unknown parameter ${parameter.$ref}`);
  return target;
}

/** Every POST of openapi.yaml: the write endpoints. */
export function writeOperations(): WriteOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) => {
    const operation = item.post;
    if (!operation) return [];
    const content = operation.requestBody?.content ?? {};
    const [type, media] = Object.entries(content)[0] ?? [];
    return [
      {
        path,
        pathParameters: Object.fromEntries(
          (operation.parameters ?? [])
            .map(parameter)
            .filter((p) => p.in === 'path')
            .map((p) => [p.name, p.schema]),
        ),
        body: media ? resolve(media.schema) : null,
        multipart: type === 'multipart/form-data',
        secured: operation.security === undefined || operation.security.length > 0,
      },
    ];
  });
}

/**
 * Records the fixtures really have, by field name: a valid body then reaches the business rules
 * (and a mutated one is rejected by them) instead of stopping at "not found".
 */
const KNOWN: Record<string, string[]> = {
  serial: ['1', '2', '3', '18', 'CAR1', 'PRD001', 'CE11'],
  number: ['云N12345', '云N54321', '云ND66666', '云N00000'],
  device: ['D10001', 'D10002', 'D10003', 'D10005', 'D99999'],
  product: ['PRD001', 'PRD008'],
  equipment: ['CE11', 'CE12'],
  code: ['DHPARK2026', 'WELCOME10'],
  goods: ['RP01', 'RP05', 'VC01', '1,2,3'],
  phone: ['13800138000', '13900139000'],
  post: ['1', '2'],
  topic: ['1'],
  target: ['1', '2'],
};

/** A value the schema accepts (a pattern-valid serial is usually an unknown one). */
export function validValue(raw: Schema, field = ''): fc.Arbitrary<Field> {
  const schema = resolve(raw);
  if (schema.const !== undefined) return fc.constant(schema.const as Field);
  if (schema.enum) return fc.constantFrom(...(schema.enum as Field[]));
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return fc.oneof(...variants.map((variant) => validValue(variant, field)));
  const type = Array.isArray(schema.type)
    ? (schema.type.find((t) => t !== 'null') ?? 'null')
    : schema.type;
  switch (type) {
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, property]) => [
            name,
            validValue(property, name),
          ]),
        ),
        { requiredKeys: schema.required ?? [] },
      ) as fc.Arbitrary<Field>;
    case 'array':
      return fc.array(validValue(schema.items ?? {}, field), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return validString(schema, field);
    default:
      return fc.constant(null);
  }
}

function validString(schema: Schema, field: string): fc.Arbitrary<Field> {
  if (schema.contentSchema) {
    return validValue(schema.contentSchema).map((value) => new JsonText(value));
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 64;
  const fits = (text: string) => text.length >= min && text.length <= max;
  let generated: fc.Arbitrary<string>;
  if (schema.format === 'email') generated = fc.emailAddress().filter(fits);
  else if (schema.pattern) generated = fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  else generated = fc.string({ minLength: min, maxLength: Math.min(max, 40) });
  const known = (KNOWN[field] ?? []).filter(
    (value) => fits(value) && (!schema.pattern || new RegExp(schema.pattern).test(value)),
  );
  return known.length > 0 ? fc.oneof(generated, fc.constantFrom(...known)) : generated;
}

/** What a careless or hostile client puts in a field. */
const NASTY: Field[] = [
  '',
  ' ',
  '-1',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '-0',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  '{"__proto__":{"polluted":1}}',
  "' OR '1'='1",
  '1; DROP TABLE orders; --',
  "云N12345' --",
  "%' OR 1=1 --",
  '" OR ""="',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../etc/passwd',
  '\u0000',
  '\ud800',
  '\u202eN54321',
  '😀'.repeat(40),
  'x'.repeat(5_000),
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'PAY99999999',
  'D99999',
  '云Z99999',
  -1,
  0,
  -2_147_483_648,
  2 ** 53 + 2,
  1e308,
  0.5,
  true,
  null,
  [],
  ['a', 'b'],
  { nested: 'object' },
];

export const nastyValue: fc.Arbitrary<Field> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 80 }) },
);

/** One change that makes a valid object bad (or leaves it valid, now and then). */
export function mutateObject(
  value: Record<string, Field>,
  schema: Schema,
): fc.Arbitrary<Record<string, Field>> {
  const keys = Object.keys(value);
  const required = (resolve(schema).required ?? []).filter((key) => key in value);
  const arbitraries: fc.Arbitrary<Record<string, Field>>[] = [fc.constant(value)];
  if (required.length > 0) {
    arbitraries.push(
      fc.constantFrom(...required).map((key) => {
        const { [key]: _dropped, ...rest } = value;
        return rest;
      }),
    );
  }
  if (keys.length > 0) {
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...keys), nastyValue)
        .map(([key, nasty]) => ({ ...value, [key]: nasty })),
      fc.constantFrom(...keys).map((key) => ({ ...value, [key]: [value[key]!, value[key]!] })),
    );
    const json = keys.filter((key) => value[key] instanceof JsonText);
    if (json.length > 0) {
      const key = json[0]!;
      const inner = (value[key] as JsonText).value;
      const innerSchema = resolve(resolve(schema).properties?.[key] ?? {}).contentSchema ?? {};
      arbitraries.push(
        inner && typeof inner === 'object' && !Array.isArray(inner)
          ? mutateObject(inner as Record<string, Field>, innerSchema).map((mutated) => ({
              ...value,
              [key]: new JsonText(mutated),
            }))
          : fc.constant(value),
        fc
          .constantFrom(
            'not json',
            '[]',
            '42',
            '{"orderType":',
            JSON.stringify({ a: { b: { c: [] } } }),
          )
          .map((text) => ({ ...value, [key]: text })),
      );
    }
  }
  arbitraries.push(
    fc
      .tuple(fc.constantFrom('admin', 'memberId', '__proto__', 'status', 'x'), nastyValue)
      .map(([key, nasty]) => ({ ...value, [key]: nasty })),
  );
  return fc.oneof(...arbitraries);
}

/** A form body as the browser would send it; arrays repeat the field, JSON is sent as its text. */
export function encodeForm(form: Form): URLSearchParams {
  const params = new URLSearchParams();
  const text = (field: Field): string =>
    field instanceof JsonText
      ? JSON.stringify(field.value)
      : typeof field === 'object' && field !== null
        ? JSON.stringify(field)
        : String(field);
  for (const [key, field] of Object.entries(form)) {
    if (Array.isArray(field)) for (const item of field) params.append(key, text(item));
    else params.append(key, text(field));
  }
  return params;
}
