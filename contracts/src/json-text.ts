import { MatchersV3 } from '@pact-foundation/pact';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

const STRING = '"(?:[^"\\\\]|\\\\.)*"';
const INTEGER = '-?[0-9]+';
const NUMBER = '-?[0-9]+(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?';

function escapeRegex(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
}

function valuePattern(value: JsonValue, path: string, exact: ReadonlySet<string>): string {
  if (exact.has(path)) return escapeRegex(JSON.stringify(value));
  if (typeof value === 'string') return STRING;
  if (typeof value === 'number') return Number.isInteger(value) ? INTEGER : NUMBER;
  if (typeof value === 'boolean') return '(?:true|false)';
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const first = value[0];
    if (first === undefined) return '\\[\\]';
    const item = valuePattern(first, `${path}[]`, exact);
    return `\\[(?:${item}(?:,${item})*)?\\]`;
  }
  return objectPattern(value, path, exact);
}

function objectPattern(
  value: { [key: string]: JsonValue },
  path: string,
  exact: ReadonlySet<string>,
): string {
  const members = Object.entries(value).map(([key, member]) => {
    const memberPath = path ? `${path}.${key}` : key;
    return `${escapeRegex(JSON.stringify(key))}:${valuePattern(member, memberPath, exact)}`;
  });
  return `\\{${members.join(',')}\\}`;
}

/**
 * The pattern of the JSON text `JSON.stringify(example)` writes, pinning its structure: the same
 * members in the same order with the same types, and the exact values of the members named in
 * `exact` (dotted paths, e.g. `orderType` or `unit.company`). A form field that carries JSON text
 * (the `orders` of a pay order) is matched with it; the example is the text itself.
 */
export function jsonTextPattern(example: object, exact: readonly string[] = []): string {
  return `^${objectPattern(example as { [key: string]: JsonValue }, '', new Set(exact))}$`;
}

/** A regex matcher for a form field holding `JSON.stringify(example)`. */
export function jsonText(example: object, exact: readonly string[] = []) {
  return MatchersV3.regex(jsonTextPattern(example, exact), JSON.stringify(example));
}
