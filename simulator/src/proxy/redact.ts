import { createHmac, randomBytes } from 'node:crypto';
import { nestsDeeper } from './answer-body';
import { maskedPhone, maskedPlates, maskText, numberLooksSecret } from './mask';
import { branches, resolve, type Schema } from './spec-operations';

/**
 * Deny by default: what the proxy writes keeps a value only where openapi.yaml declares the field
 * and does not mark it `x-sensitive`, and only when the value is of the declared type. Anything
 * else (an undeclared or renamed field, a number where text was declared, the items of a list or
 * the fields of an object the description does not describe) is written as its shape: its type,
 * its length and a keyed hash that groups equal values without revealing them (`‹string:11:9f2c1a0b›`).
 * A declared sensitive value is masked by its class (`138****8000`, `云N***45`, `李*`) or shaped
 * (`‹token:32:5e0c7d21›`). What is kept still has phones, tokens, ID numbers and plates masked
 * wherever they stand (mask.ts).
 */

export type SensitiveClass = 'phone' | 'name' | 'token' | 'id' | 'plate' | 'address' | 'free-text';

/** The nesting kept: deeper values are written as their shape (answers deeper than this are refused). */
export const MAX_DEPTH = 64;

/** How the hash of a shape is written, to strip it where a key must match without it. */
export const SHAPE_HASH = /:[0-9a-f]{8}›/g;

type JsonType = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object';

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'bigint') return 'integer';
  return typeof value as JsonType;
}

/** The JSON types the schemas allow at one place, or undefined when they do not say. */
function allowedTypes(schemas: Schema[]): Set<string> | undefined {
  const types = new Set<string>();
  let said = false;
  for (const schema of schemas) {
    for (const type of [schema.type].flat()) {
      if (typeof type !== 'string') continue;
      said = true;
      types.add(type);
    }
    if ('const' in schema) {
      said = true;
      types.add(jsonType(schema.const));
    }
    if (Array.isArray(schema.enum)) {
      said = true;
      for (const value of schema.enum) types.add(jsonType(value));
    }
  }
  return said ? types : undefined;
}

const fits = (value: unknown, types: Set<string> | undefined) => {
  if (!types) return true;
  const type = jsonType(value);
  return types.has(type) || (type === 'integer' && types.has('number'));
};

/** The class a place is marked with: on the property (beside its $ref) first, then its schemas. */
function classOf(declared: unknown[]): SensitiveClass | 'none' | undefined {
  for (const node of declared) {
    const own = (node as Schema | undefined)?.['x-sensitive'];
    if (typeof own === 'string') return own as SensitiveClass;
  }
  for (const schema of declared.flatMap((node) => branches(node))) {
    if (typeof schema['x-sensitive'] === 'string') return schema['x-sensitive'] as SensitiveClass;
  }
  return undefined;
}

/** A field name read as a name (letters, a few trailing digits) or a list position. */
const READABLE_NAME = /^(?:[A-Za-z_$][A-Za-z_$-]{0,39}\d{0,3}|\d{1,6})$/;

export class Redactor {
  /** `key` keys the shapes' hashes; a recording keeps its own (recording-key.ts). */
  constructor(private readonly key: Buffer = randomBytes(32)) {}

  /** A value as its shape: type (or class), length, keyed hash; a boolean as its type only. */
  shape(value: unknown, label?: string): string {
    const type = label ?? jsonType(value);
    if (typeof value === 'boolean' || value === null || value === undefined) return `‹${type}›`;
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    const length =
      typeof value === 'string'
        ? [...value].length
        : Array.isArray(value)
          ? value.length
          : typeof value === 'object'
            ? Object.keys(value).length
            : text.length;
    const hash = createHmac('sha256', this.key).update(text).digest('hex').slice(0, 8);
    return `‹${type}:${length}:${hash}›`;
  }

  /** A field's name as written: kept when it reads as a name, else shaped (a key can be a secret). */
  name(key: string): string {
    return READABLE_NAME.test(key) && maskText(key) === key ? key : this.shape(key, 'name');
  }

  /** A JSON pointer with each part written as `name` writes it. */
  pointer(pointer: string): string {
    if (pointer === '') return pointer;
    return pointer
      .split('/')
      .map((part, index) => {
        if (index === 0) return part;
        const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
        const written = this.name(key);
        return written === key ? part : written;
      })
      .join('/');
  }

  /**
   * A JSON value at a place the description declares with the schema nodes `declared` (several
   * when branches meet there), or does not declare (undefined).
   */
  value(value: unknown, declared: unknown[] | undefined, depth = 0): unknown {
    if (value === undefined) return undefined;
    if (declared === undefined || declared.length === 0) return this.shape(value);
    const schemas = declared.flatMap((node) => branches(node));
    const marked = classOf(declared);
    const sensitive = marked === 'none' ? undefined : marked;
    if (!fits(value, allowedTypes(schemas))) return this.shape(value, sensitive);
    if (sensitive) return this.sensitive(sensitive, value);
    if (depth >= MAX_DEPTH) return this.shape(value);
    if (typeof value === 'string') return this.text(value, schemas);
    if (typeof value === 'number' || typeof value === 'bigint') {
      return numberLooksSecret(value) ? this.shape(value) : value;
    }
    if (Array.isArray(value)) {
      const items = schemas.flatMap((schema) => (schema.items === undefined ? [] : [schema.items]));
      return value.map((item) => this.value(item, items.length > 0 ? items : undefined, depth + 1));
    }
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, field]) => {
          const properties = schemas.flatMap((schema) => {
            const declaredHere = schema.properties as Record<string, unknown> | undefined;
            return declaredHere && Object.hasOwn(declaredHere, key) ? [declaredHere[key]] : [];
          });
          return properties.length > 0
            ? [key, this.value(field, properties, depth + 1)]
            : [this.name(key), this.shape(field)];
        }),
      );
    }
    return value;
  }

  /**
   * A query or form value (text on the wire) at a place declared by `declared`: kept when it reads
   * as the declared type (`12` for an integer), else shaped.
   */
  wire(text: string, declared: unknown[] | undefined): string {
    if (declared === undefined || declared.length === 0) return this.shape(text);
    const schemas = declared.flatMap((node) => branches(node));
    const types = allowedTypes(schemas);
    const marked = classOf(declared);
    const asText = !types || types.has('string');
    if (marked && marked !== 'none') {
      return asText ? String(this.sensitive(marked, text)) : this.shape(text, marked);
    }
    if (asText) return this.text(text, schemas);
    const number = /^-?\d+(?:\.\d+)?$/.test(text);
    if (number && (types.has('number') || (types.has('integer') && !text.includes('.')))) {
      return maskText(text) === text ? text : this.shape(text);
    }
    if ((text === 'true' || text === 'false') && types.has('boolean')) return text;
    return this.shape(text);
  }

  /** Declared text: JSON text with a declared schema (`contentSchema`) redacted as JSON. */
  private text(value: string, schemas: Schema[]): string {
    const inner = schemas.find(
      (schema) => schema.contentMediaType === 'application/json' && schema.contentSchema,
    );
    if (!inner) return maskText(value);
    // Deeper than anything described, and too deep to write back as JSON.
    if (nestsDeeper(value, MAX_DEPTH)) return this.shape(value);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return this.shape(value);
    }
    return JSON.stringify(this.value(parsed, [resolve(inner.contentSchema)], 1));
  }

  /** A value of the declared type in a field marked sensitive. */
  private sensitive(marked: SensitiveClass, value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.sensitive(marked, item));
    if (value === null) return value;
    if (typeof value !== 'string') return this.shape(value, marked);
    if (value === '') return value;
    switch (marked) {
      case 'phone':
        return maskedPhone(value) ?? this.shape(value, marked);
      case 'plate':
        return maskedPlates(value) ?? this.shape(value, marked);
      case 'name':
        // As names are shown masked in China: the family name, then a star.
        return `${[...value][0]}*`;
      default:
        return this.shape(value, marked);
    }
  }
}
