import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from 'yaml';

/** The parts of an OpenAPI 3.1 document the contracts read; the rest passes through untouched. */
export interface OpenApiDocument {
  info: Record<string, unknown>;
  paths: Record<string, Partial<Record<'get' | 'post', OpenApiOperation>>>;
  components: { schemas: Record<string, SchemaObject> };
  [key: string]: unknown;
}

export interface OpenApiOperation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  [key: string]: unknown;
}

export type SchemaObject = {
  $ref?: string;
  type?: string | string[];
  pattern?: string;
  properties?: Record<string, SchemaObject>;
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  contentMediaType?: string;
  contentSchema?: SchemaObject;
  [key: string]: unknown;
};

export const OPENAPI_PATH = createRequire(import.meta.url).resolve('@dehong/api-spec/openapi.yaml');

/** A fresh copy of api-spec/openapi.yaml, parsed (callers may change their copy). */
export function loadOpenApi(): OpenApiDocument {
  return parse(readFileSync(OPENAPI_PATH, 'utf8')) as OpenApiDocument;
}

const spec = loadOpenApi();

/** Follows a local `$ref` (`#/components/schemas/Plate`) to the schema it names. */
export function resolveRef(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  let current = schema;
  while (current.$ref) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported, got ${ref}`);
    let target: unknown = document;
    for (const segment of ref.slice(2).split('/')) {
      target = (target as Record<string, unknown> | undefined)?.[segment];
    }
    if (!target || typeof target !== 'object') throw new Error(`Unresolvable $ref ${ref}`);
    current = target as SchemaObject;
  }
  return current;
}

/**
 * The `pattern` of a named schema of the spec, so that the pacts' regex matchers are exactly the
 * spec's format rules (the Rust matching core understands the spec's `\uXXXX` escapes).
 */
export function specPattern(schemaName: string): string {
  const schema = spec.components.schemas[schemaName];
  const pattern = schema ? resolveRef(spec, schema).pattern : undefined;
  if (!pattern) throw new Error(`openapi.yaml has no pattern for schema ${schemaName}`);
  return pattern;
}

/** The pattern of one property of a named object schema (e.g. LoginWithSms.js_login). */
export function specPropertyPattern(schemaName: string, property: string): string {
  const schema = spec.components.schemas[schemaName];
  const propertySchema = schema?.properties?.[property];
  const pattern = propertySchema ? resolveRef(spec, propertySchema).pattern : undefined;
  if (!pattern) throw new Error(`openapi.yaml has no pattern for ${schemaName}.${property}`);
  return pattern;
}

/**
 * The values of an enum of the spec: a named schema (`PayType`) or a property of one
 * (`MembershipCard.reserve`).
 */
export function specEnum(name: string): readonly (string | number)[] {
  const [schemaName = '', property] = name.split('.');
  const schema = spec.components.schemas[schemaName];
  const target = property ? schema?.properties?.[property] : schema;
  const values = target ? resolveRef(spec, target).enum : undefined;
  if (!Array.isArray(values)) throw new Error(`openapi.yaml has no enum ${name}`);
  return values as (string | number)[];
}
