import { openApiDocument } from '../http/openapi';

/**
 * The operations of openapi.yaml as the proxy reads them: which one a request is, its
 * parameters, its form's schema and the schema of each answer. The checks (spec-check.ts) and
 * the redaction (redact-call.ts) both start here.
 */

export type Schema = Record<string, unknown>;

export interface Operation {
  id: string;
  method: string;
  /** The path as the description writes it (`/parking/v1/api/order/{serial}/show`). */
  path: string;
  inferred: boolean;
}

export interface CompiledOperation extends Operation {
  pattern: RegExp;
  templated: number;
  /** JSON pointer of the operation object in the description. */
  pointer: string;
  item: Schema;
}

let document: Schema | undefined;
let operations: CompiledOperation[] | undefined;
let vocabulary: Set<string> | undefined;

export const doc = () => {
  document ??= openApiDocument() as unknown as Schema;
  return document;
};

export const escapePointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
export const unescapePointer = (part: string) => part.replaceAll('~1', '/').replaceAll('~0', '~');

/** The schema a `$ref` (chain) names; the node itself when it is not one. */
export function resolve(schema: unknown): Schema {
  let current = schema as Schema;
  for (let depth = 0; depth < 20 && typeof current?.$ref === 'string'; depth++) {
    const ref = current.$ref as string;
    current = ref
      .slice(2)
      .split('/')
      .map(unescapePointer)
      .reduce<Schema>((node, part) => node?.[part] as Schema, doc());
  }
  return current ?? {};
}

/** Every schema a value must meet at one place: the schema and its allOf/oneOf/anyOf branches. */
export function branches(schema: unknown, depth = 0): Schema[] {
  const resolved = resolve(schema);
  if (depth > 10) return [resolved];
  const nested = ['allOf', 'oneOf', 'anyOf'].flatMap((keyword) =>
    Array.isArray(resolved[keyword])
      ? (resolved[keyword] as unknown[]).flatMap((branch) => branches(branch, depth + 1))
      : [],
  );
  return [resolved, ...nested];
}

export function allOperations(): CompiledOperation[] {
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

const plain = ({ id, method, path, inferred }: Operation): Operation => ({
  id,
  method,
  path,
  inferred,
});

/** The documented operation a request is, or undefined when the description lacks it. */
export function operationOf(method: string, path: string): Operation | undefined {
  const found = allOperations().find(
    (operation) => operation.method === method.toUpperCase() && operation.pattern.test(path),
  );
  return found && plain(found);
}

/** Every operation the description marks `x-inferred` (ours to design, to confirm). */
export function inferredOperations(): Operation[] {
  return allOperations()
    .filter((operation) => operation.inferred)
    .map(plain);
}

export const compiled = (id: string) => allOperations().find((operation) => operation.id === id);

/** The literal path segments of every documented path (`parking`, `v1`, `order`, ...). */
export function pathVocabulary(): Set<string> {
  vocabulary ??= new Set(
    allOperations().flatMap((operation) =>
      operation.path.split('/').filter((segment) => segment && !segment.startsWith('{')),
    ),
  );
  return vocabulary;
}

export const methodObject = (operation: CompiledOperation) =>
  operation.item[operation.method.toLowerCase()] as Schema;

/** The operation's parameters (path-level ones first), resolved. */
export function parameters(operation: CompiledOperation): Schema[] {
  const pathLevel = (operation.item.parameters as unknown[] | undefined) ?? [];
  const own = (methodObject(operation).parameters as unknown[] | undefined) ?? [];
  return [...pathLevel, ...own].map(resolve);
}

/** The request body's content by media type, and where it sits in the description. */
export function requestBodyOf(
  operation: CompiledOperation,
): { required: boolean; content: Schema; pointer: string } | undefined {
  const raw = methodObject(operation).requestBody as Schema | undefined;
  if (!raw) return undefined;
  const body = resolve(raw);
  const pointer = raw.$ref
    ? `${String(raw.$ref).slice(1)}/content`
    : `${operation.pointer.slice(1)}/requestBody/content`;
  return { required: body.required === true, content: (body.content ?? {}) as Schema, pointer };
}

/**
 * The described answer for a status (or `default`): its content by media type and where that
 * sits. An undescribed status reads as the envelope every answer carries (BadRequest's).
 */
export function responseOf(
  operation: CompiledOperation,
  status: number,
): { described: boolean; statuses: string[]; pointer: string; content: Schema } {
  const responses = methodObject(operation).responses as Schema;
  const key =
    String(status) in responses ? String(status) : 'default' in responses ? 'default' : '';
  const statuses = Object.keys(responses);
  if (!key) {
    return {
      described: false,
      statuses,
      pointer: '/components/responses/BadRequest/content',
      content: resolve({ $ref: '#/components/responses/BadRequest' }).content as Schema,
    };
  }
  const raw = responses[key] as Schema;
  const pointer = raw.$ref
    ? `${String(raw.$ref).slice(1)}/content`
    : `${operation.pointer.slice(1)}/responses/${key}/content`;
  return { described: true, statuses, pointer, content: (resolve(raw).content ?? {}) as Schema };
}

/** The media type of a Content-Type header, lower case, without its parameters. */
export const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase();
