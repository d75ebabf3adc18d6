import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PactInteraction } from './pact-files';
import { loadOpenApi, type OpenApiDocument } from './spec';

/**
 * What the web app calls, read from the code rather than listed by hand: the `api.<method>` names
 * the screens use (web/src, tests left out), each mapped to the operations its definition in
 * api-spec/src/calls sends, plus the calls the client itself makes for every screen (the session
 * renewal in api-spec/src/client.ts and its middleware).
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_SRC = join(ROOT, 'web/src');
export const CALLS_DIR = join(ROOT, 'api-spec/src/calls');
export const CLIENT_FILES = [join(ROOT, 'api-spec/src/client.ts')];
export const CLIENT_MIDDLEWARE_DIR = join(ROOT, 'api-spec/src/middleware');

/** `GET /parking/v1/api/order/{serial}/show`: a method and a path template of openapi.yaml. */
export type OperationKey = string;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/(__tests__|__mocks__)|\.(test|spec)\.tsx?$|\.d\.ts$/.test(file));
}

const OPERATION_PATH = /'(\/[a-z]+\/v1\/api\/[^']*)'/g;
const CLIENT_CALL = /\.(GET|POST)\(\s*'(\/[a-z]+\/v1\/api\/[^']*)'/g;

/** The method of a path the source names without one: the only method the spec gives it. */
function operationsIn(source: string, spec: OpenApiDocument): OperationKey[] {
  const found = new Set<OperationKey>();
  const withMethod = new Set<string>();
  for (const [, method, path] of source.matchAll(CLIENT_CALL)) {
    found.add(`${method} ${path}`);
    withMethod.add(path!);
  }
  for (const [, path] of source.matchAll(OPERATION_PATH)) {
    if (withMethod.has(path!)) continue;
    const methods = Object.keys(spec.paths[path!] ?? {}).filter((m) => m === 'get' || m === 'post');
    if (methods.length !== 1) {
      throw new Error(`${path} is named without a method and openapi.yaml gives it ${methods}`);
    }
    found.add(`${methods[0]!.toUpperCase()} ${path}`);
  }
  return [...found];
}

/**
 * Each call of `createApi()` defined in api-spec/src/calls (a property or method of the object a
 * `...Calls(client)` function returns, two levels in) with the operations its definition sends.
 */
export function callDefinitions(
  spec: OpenApiDocument = loadOpenApi(),
): Map<string, OperationKey[]> {
  const definitions = new Map<string, OperationKey[]>();
  for (const file of readdirSync(CALLS_DIR).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(join(CALLS_DIR, file), 'utf8');
    const lines = source.split('\n');
    const starts: { name: string; line: number }[] = [];
    lines.forEach((line, index) => {
      const match = /^ {4}(?:async )?([a-zA-Z]\w*)(?::|\()/.exec(line);
      if (match) starts.push({ name: match[1]!, line: index });
    });
    starts.forEach(({ name, line }, index) => {
      const end = starts[index + 1]?.line ?? lines.length;
      const body = lines.slice(line, end).join('\n');
      definitions.set(name, operationsIn(body, spec));
    });
  }
  return definitions;
}

/** The calls the client makes on its own, whatever the screen (the session renewal). */
export function clientOwnCalls(spec: OpenApiDocument = loadOpenApi()): OperationKey[] {
  const files = [...CLIENT_FILES, ...sourceFiles(CLIENT_MIDDLEWARE_DIR)];
  return [...new Set(files.flatMap((file) => operationsIn(readFileSync(file, 'utf8'), spec)))];
}

/** The `api.<name>` names the app's screens and hooks use (web/src without its tests). */
export function appCallNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(WEB_SRC)) {
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/\bapi\.([a-zA-Z]\w*)/g)) {
      names.add(name!);
    }
  }
  return names;
}

export interface AppOperation {
  operation: OperationKey;
  /** The api calls (or `client`) that send it. */
  callers: string[];
}

/** Every operation the app can send, with the calls behind it. */
export function appOperations(spec: OpenApiDocument = loadOpenApi()): AppOperation[] {
  const definitions = callDefinitions(spec);
  const byOperation = new Map<OperationKey, string[]>();
  const add = (operation: OperationKey, caller: string) =>
    byOperation.set(operation, [...(byOperation.get(operation) ?? []), caller]);
  for (const name of appCallNames()) {
    for (const operation of definitions.get(name) ?? []) add(operation, `api.${name}`);
  }
  for (const operation of clientOwnCalls(spec)) add(operation, 'client (session renewal)');
  return [...byOperation.entries()]
    .map(([operation, callers]) => ({ operation, callers }))
    .sort((a, b) => a.operation.localeCompare(b.operation));
}

/** The operation of the spec an interaction's request belongs to (a literal segment wins). */
export function operationMatcher(spec: OpenApiDocument = loadOpenApi()) {
  const routes = Object.keys(spec.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      params: template.split('{').length - 1,
    }))
    .sort((a, b) => a.params - b.params);
  return (interaction: PactInteraction): OperationKey | undefined => {
    const method = interaction.request.method.toUpperCase();
    const key = method.toLowerCase() as 'get' | 'post';
    const route = routes.find(
      (each) => spec.paths[each.template]?.[key] && each.pattern.test(interaction.request.path),
    );
    return route && `${method} ${route.template}`;
  };
}
