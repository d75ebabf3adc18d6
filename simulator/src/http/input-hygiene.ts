import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { badRequest } from './errors';

/**
 * The first `name=value` pair of a query string or form body that is not valid percent-encoded
 * UTF-8 (`%`, `%zz`, `%E0%A4%A`, an encoded lone surrogate). Node's querystring keeps such text as
 * typed, so "%E0%A4%A" would be stored as a nickname; a browser never sends it.
 */
export function badEscapeIn(encoded: string): string | undefined {
  if (!encoded.includes('%')) return undefined;
  // A sequence cannot run across an `&`, so text that decodes whole has no bad pair (the usual case,
  // every request with a plate in its query): one call instead of one per pair.
  try {
    decodeURIComponent(encoded);
    return undefined;
  } catch {
    // Some pair is bad: found below.
  }
  for (const pair of encoded.split('&')) {
    try {
      decodeURIComponent(pair.replaceAll('+', ' '));
    } catch {
      const name = pair.split('=', 1)[0] ?? '';
      let decodedName = name;
      try {
        decodedName = decodeURIComponent(name.replaceAll('+', ' '));
      } catch {
        decodedName = 'a field name';
      }
      return decodedName.slice(0, 40) || 'a field';
    }
  }
  return undefined;
}

/** 400 for a query string with a bad percent-escape, before anything reads it. */
export function rejectBadQueryEscapes() {
  return (req: Request, _res: Response, next: NextFunction) => {
    const mark = req.url.indexOf('?');
    const field = mark < 0 ? undefined : badEscapeIn(req.url.slice(mark + 1));
    if (field !== undefined) next(badRequest(`${field} has a bad percent-escape`));
    else next();
  };
}

/** express.urlencoded's `verify`: the same check on the raw form body. */
export function verifyFormEscapes(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  const field = badEscapeIn(body.toString('latin1'));
  if (field !== undefined) throw badRequest(`${field} has a bad percent-escape`);
}

/**
 * The name of a number the validator coerced from text that is not finite (`lng=1e999`,
 * `Infinity`): openapi.yaml's bounds do not stop those (the checks compare with Infinity).
 */
export function nonFiniteNumberIn(values: unknown, depth = 0): string | undefined {
  if (!values || typeof values !== 'object' || depth > 3) return undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number' && !Number.isFinite(value)) return name;
    if (
      Array.isArray(value) &&
      value.some((item) => typeof item === 'number' && !Number.isFinite(item))
    ) {
      return name;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const inner = nonFiniteNumberIn(value, depth + 1);
      if (inner) return `${name}.${inner}`;
    }
  }
  return undefined;
}

/** A whole number as a person types it: decimal digits, perhaps a minus sign. */
const DECIMAL_INTEGER = /^-?\d+$/;

interface IntegerFields {
  query: string[];
  body: string[];
}

type Schema = Record<string, unknown>;

/**
 * The query parameters and form fields of each operation of openapi.yaml that the spec calls
 * integers (counts, pages, amounts in fen, switches, indexes), by `METHOD /path`; path templates
 * as regular expressions. Worked out once per process.
 */
function integerFieldsByOperation(document: Schema) {
  const resolve = (value: unknown): Schema => {
    let node = value as Schema;
    for (let hops = 0; node && typeof node.$ref === 'string' && hops < 10; hops++) {
      node = (node.$ref as string)
        .slice(2)
        .split('/')
        .reduce<Schema>((at, key) => at[key] as Schema, document);
    }
    return node ?? {};
  };
  const isInteger = (value: unknown, depth = 0): boolean => {
    const schema = resolve(value);
    if (depth > 6) return false;
    const type = schema.type;
    if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) return true;
    return ['allOf', 'oneOf', 'anyOf'].some(
      (key) =>
        Array.isArray(schema[key]) &&
        (schema[key] as unknown[]).some((part) => isInteger(part, depth + 1)),
    );
  };
  const literal = new Map<string, IntegerFields>();
  const templated: { method: string; pattern: RegExp; fields: IntegerFields }[] = [];
  const paths = document.paths as Record<string, Record<string, Schema>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (method !== 'get' && method !== 'post') continue;
      const parameters = [
        ...((item.parameters as unknown as unknown[] | undefined) ?? []),
        ...((operation.parameters as unknown[] | undefined) ?? []),
      ].map(resolve);
      const query = parameters
        .filter((parameter) => parameter.in === 'query' && isInteger(parameter.schema))
        .map((parameter) => String(parameter.name));
      const content = (resolve(operation.requestBody).content ?? {}) as Record<string, Schema>;
      const form = content['application/x-www-form-urlencoded'];
      const properties = (form ? resolve(form.schema).properties : undefined) as
        Record<string, unknown> | undefined;
      const body = Object.entries(properties ?? {})
        .filter(([, schema]) => isInteger(schema))
        .map(([name]) => name);
      if (query.length === 0 && body.length === 0) continue;
      const fields = { query, body };
      const key = `${method.toUpperCase()} ${path.toLowerCase()}`;
      if (!path.includes('{')) literal.set(key, fields);
      else {
        const source = path
          .toLowerCase()
          .split(/\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
          .join('[^/]+');
        templated.push({
          method: method.toUpperCase(),
          pattern: new RegExp(`^${source}$`),
          fields,
        });
      }
    }
  }
  return (method: string, path: string): IntegerFields | undefined => {
    const lower = path.toLowerCase();
    return (
      literal.get(`${method} ${lower}`) ??
      templated.find((entry) => entry.method === method && entry.pattern.test(lower))?.fields
    );
  };
}

/** The first of `names` whose value in `values` is not a decimal whole number. */
function notDecimalIn(values: unknown, names: string[]): string | undefined {
  if (!values || typeof values !== 'object') return undefined;
  const record = values as Record<string, unknown>;
  for (const name of names) {
    if (!Object.hasOwn(record, name)) continue;
    const value = record[name];
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && !DECIMAL_INTEGER.test(text))) return name;
  }
  return undefined;
}

/**
 * 400 for a whole number of the spec (a count, a page, an amount in fen, a switch) written any way
 * but in decimal digits: `0x10`, `1e1`, `+5`, ` 5`, `5.0`. The request validator coerces text to
 * numbers as JavaScript reads them (`0x10` is 16), so this runs before it, on the text as sent:
 * the query string and the form body, once the body parser has read it. One check for every
 * operation, from openapi.yaml.
 */
export function decimalIntegersOnly(document: () => Schema) {
  let fieldsOf: ReturnType<typeof integerFieldsByOperation> | undefined;
  return (req: Request, _res: Response, next: NextFunction) => {
    fieldsOf ??= integerFieldsByOperation(document());
    const fields = fieldsOf(req.method, req.path);
    if (!fields) return next();
    const mark = req.url.indexOf('?');
    let field: string | undefined;
    if (fields.query.length > 0 && mark >= 0) {
      const query = new URLSearchParams(req.url.slice(mark + 1));
      field = fields.query.find((name) =>
        query.getAll(name).some((text) => !DECIMAL_INTEGER.test(text)),
      );
    }
    field ??= fields.body.length > 0 ? notDecimalIn(req.body, fields.body) : undefined;
    if (field !== undefined) next(badRequest(`${field} must be a whole number in decimal digits`));
    else next();
  };
}

/**
 * Numbers inside JSON text that are not decimal whole numbers (`1e1`, `10.0`, `-0.5`), for JSON
 * fields whose numbers are all whole (amounts in fen, counts): JSON.parse reads `1e3` as 1000.
 * Strings are skipped. Answers the first such number as written, or undefined.
 */
export function nonDecimalNumberInJson(text: string): string | undefined {
  const tokens = /"(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*/g;
  for (const match of text.matchAll(tokens)) {
    const token = match[0];
    if (token.startsWith('"')) continue;
    if (!DECIMAL_INTEGER.test(token)) return token;
  }
  return undefined;
}
