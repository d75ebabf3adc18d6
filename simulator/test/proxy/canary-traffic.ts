import {
  allOperations,
  branches,
  parameters,
  requestBodyOf,
  resolve,
  responseOf,
  type CompiledOperation,
  type Schema,
} from '../../src/proxy/spec-operations';

/**
 * Traffic with a secret planted in every field, for the property that the proxy writes none of
 * them. Where openapi.yaml marks a field sensitive, or where the field is renamed, gets another
 * type or was never declared, any value is a secret (a random canary). Where the description
 * declares the field and does not mark it, the proxy keeps the value by design: there the canary
 * is a value that looks like a secret (a phone, a plate, a resident ID, a JWT), as a careless
 * upstream would put one in an order's remark.
 */

/** How the traffic drifts from the description, chosen by fast-check. */
export interface Drift {
  seed: number;
  /** Of each field: the chance it is renamed, gets another type, has a sibling nobody declared. */
  renames: number;
  retypes: number;
  extras: number;
  /** The chance an answer has a status the operation does not describe, or is not JSON. */
  otherStatus: number;
  notJson: number;
  /** Query and form fields the description does not have (names are `x_`-prefixed, unique). */
  queryAdditions: { name: string; secret: boolean }[];
  formAdditions: { name: string; secret: boolean }[];
}

/** Every secret planted in one run; the property looks for each in what the proxy wrote. */
export class Canaries {
  readonly planted: string[] = [];
  private state: number;

  constructor(
    readonly drift: Drift,
    salt: number,
  ) {
    this.state = (drift.seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0 || 1;
  }

  /** mulberry32: the run's choices follow from its seed (a failing run replays exactly). */
  random(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  chance(rate: number): boolean {
    return this.random() < rate;
  }

  private digits(count: number): string {
    return Array.from({ length: count }, () => Math.floor(this.random() * 10)).join('');
  }

  private plant<T extends string | number>(value: T): T {
    this.planted.push(String(value));
    return value;
  }

  /** Any secret: a random token. */
  any(): string {
    const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
    const token = Array.from(
      { length: 14 },
      () => alphabet[Math.floor(this.random() * alphabet.length)],
    ).join('');
    return this.plant(`cnry${token}`);
  }

  /** Any secret as a number: random digits, nothing like a phone. */
  anyNumber(): number {
    return this.plant(Number(`${2 + Math.floor(this.random() * 8)}${this.digits(11)}`));
  }

  /** A phone as a number: where a number is declared, the one secret a number can look like. */
  phoneNumber(): number {
    return this.plant(Number(`1${3 + Math.floor(this.random() * 7)}${this.digits(9)}`));
  }

  /** A value that looks like a secret, alone or inside text. */
  secretLooking(): string {
    const plates = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
    const pick = () => plates[Math.floor(this.random() * plates.length)];
    const kind = Math.floor(this.random() * 4);
    const secret =
      kind === 0
        ? String(this.phoneNumber())
        : kind === 1
          ? this.plant(`云N${pick()}${pick()}${pick()}${pick()}${pick()}`)
          : kind === 2
            ? this.plant(
                `533102${1950 + Math.floor(this.random() * 60)}0${1 + Math.floor(this.random() * 9)}1${Math.floor(this.random() * 9)}${this.digits(3)}X`,
              )
            : this.plant(
                `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI${this.digits(8)}In0.${this.any().slice(4)}`,
              );
    return this.chance(0.5) ? secret : `备注 ${secret} 完`;
  }
}

const sensitive = (node: unknown): boolean => {
  for (const schema of [node as Schema, ...branches(node)]) {
    const mark = schema?.['x-sensitive'];
    if (typeof mark === 'string') return mark !== 'none';
  }
  return false;
};

/** A parameter's mark is its own, else its schema's. */
const parameterMarked = (param: Schema | undefined) =>
  param?.['x-sensitive'] === undefined ? sensitive(param?.schema) : param['x-sensitive'] !== 'none';

const typeOf = (schemas: Schema[]): string | undefined => {
  for (const schema of schemas) {
    const types = [schema.type].flat().filter((type) => type !== 'null' && type !== undefined);
    if (types.length > 0) return String(types[0]);
    if (Array.isArray(schema.enum))
      return typeof schema.enum[0] === 'number' ? 'integer' : 'string';
  }
  return schemas.some((schema) => schema.properties) ? 'object' : undefined;
};

/** A value of the declared type with a secret wherever one fits, drifted as `canaries.drift` says. */
export function sample(node: unknown, canaries: Canaries, depth = 0): unknown {
  const schemas = branches(node);
  const type = typeOf(schemas);
  const marked = sensitive(node);
  if (depth > 8) return null;
  if (type === 'object') {
    const object: Record<string, unknown> = {};
    for (const schema of schemas) {
      for (const [key, property] of Object.entries(
        (schema.properties ?? {}) as Record<string, unknown>,
      )) {
        if (key in object) continue;
        if (canaries.chance(canaries.drift.renames)) {
          object[`${key}${canaries.chance(0.5) ? 'Renamed' : '_v2'}`] = anyValue(canaries, depth);
        } else if (canaries.chance(canaries.drift.retypes)) {
          object[key] = retyped(sample(property, canaries, depth + 1), canaries, depth);
        } else {
          object[key] = sample(property, canaries, depth + 1);
        }
      }
    }
    if (canaries.chance(canaries.drift.extras)) object.x_extra = anyValue(canaries, depth);
    if (canaries.chance(canaries.drift.extras / 4)) {
      object[String(canaries.phoneNumber())] = canaries.any();
    }
    return object;
  }
  if (type === 'array') {
    const items = schemas.find((schema) => schema.items)?.items;
    return [sample(items ?? {}, canaries, depth + 1), sample(items ?? {}, canaries, depth + 1)];
  }
  if (type === 'integer' || type === 'number') {
    return marked ? canaries.anyNumber() : canaries.phoneNumber();
  }
  if (type === 'boolean') return canaries.chance(0.5);
  return marked ? canaries.any() : canaries.secretLooking();
}

/** Any secret, as text, a number, a list or an object. */
function anyValue(canaries: Canaries, depth: number): unknown {
  const kind = Math.floor(canaries.random() * (depth > 4 ? 2 : 4));
  if (kind === 0) return canaries.any();
  if (kind === 1) return canaries.anyNumber();
  if (kind === 2) return [canaries.any(), anyValue(canaries, depth + 1)];
  return { note: canaries.any(), inner: anyValue(canaries, depth + 1) };
}

/** The same place with a value of another type: a secret whatever it is. */
function retyped(value: unknown, canaries: Canaries, depth: number): unknown {
  if (typeof value === 'string') return canaries.anyNumber();
  if (typeof value === 'number') return canaries.any();
  if (Array.isArray(value)) return { first: anyValue(canaries, depth + 1) };
  if (value !== null && typeof value === 'object') return [anyValue(canaries, depth + 1)];
  return canaries.any();
}

/** One request of an operation, a secret in each of its parameters and form fields. */
export function canaryRequest(
  operation: CompiledOperation,
  canaries: Canaries,
): { target: string; init: RequestInit } {
  const params = parameters(operation);
  const wireValue = (schema: unknown, marked: boolean) => {
    const type = typeOf(branches(schema));
    if (marked) return canaries.any();
    if (type === 'integer' || type === 'number') return String(canaries.phoneNumber());
    if (type === 'boolean') return 'true';
    const inner = branches(schema).find((branch) => branch.contentSchema)?.contentSchema;
    return inner ? JSON.stringify(sample(resolve(inner), canaries)) : canaries.secretLooking();
  };
  const path = operation.path.replace(/\{([^}]+)\}/g, (_all, name: string) => {
    const param = params.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(wireValue(param?.schema ?? {}, parameterMarked(param)));
  });
  const query = new URLSearchParams();
  for (const param of params.filter((p) => p.in === 'query')) {
    query.append(String(param.name), wireValue(param.schema ?? {}, parameterMarked(param)));
  }
  for (const { name, secret } of canaries.drift.queryAdditions) {
    query.append(name, secret ? canaries.secretLooking() : canaries.any());
  }
  const headers: Record<string, string> = { Authorization: `Bearer ${canaries.any()}` };
  const init: RequestInit = { method: operation.method, headers };
  if (operation.method !== 'GET') {
    const form = new URLSearchParams();
    const schema = (
      requestBodyOf(operation)?.content['application/x-www-form-urlencoded'] as Schema | undefined
    )?.schema;
    const seen = new Set<string>();
    for (const branch of schema ? branches(schema) : []) {
      for (const [name, property] of Object.entries(
        (branch.properties ?? {}) as Record<string, unknown>,
      )) {
        if (seen.has(name)) continue;
        seen.add(name);
        form.append(name, wireValue(property, sensitive(property)));
      }
    }
    for (const { name, secret } of canaries.drift.formAdditions) {
      form.append(name, secret ? canaries.secretLooking() : canaries.any());
    }
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    init.body = form.toString();
  }
  const search = query.toString();
  return { target: `${path}${search ? `?${search}` : ''}`, init };
}

/** The upstream's answer to one request: a secret in every field of the described answer. */
export function canaryAnswer(
  operation: CompiledOperation,
  canaries: Canaries,
): { status: number; contentType: string; body: string } {
  if (canaries.chance(canaries.drift.notJson)) {
    return { status: 200, contentType: 'text/html', body: `<p>${canaries.any()}</p>` };
  }
  const status = canaries.chance(canaries.drift.otherStatus) ? 503 : 200;
  const content = responseOf(operation, status).content['application/json'] as Schema | undefined;
  return {
    status,
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(sample(content?.schema ?? {}, canaries)),
  };
}

/** The operations the property calls: every operation of the description. */
export const everyOperation = () => allOperations();
