import { FORM_CONTENT_TYPE } from './form-body';
import type { PactInteraction } from './pact-files';
import { loadOpenApi, resolveRef, type OpenApiDocument, type SchemaObject } from './spec';

/**
 * The spec check compares example values with openapi.yaml; a matching rule widens what a pact
 * accepts beyond its example, so the rules are checked too: a rule on a field the spec constrains
 * must be at least as strict as that constraint.
 *
 * - `pattern`: a regex rule with exactly the spec's pattern, or one that lists literal values
 *   (`^(a|b)$`) each of which the pattern accepts;
 * - `enum` / `const`: a regex rule listing literal values, all of them in the enum;
 * - `format`: a regex rule that refuses text of another format;
 * - `type: integer`: no rule that accepts fractions (`decimal`, `number`, or `type` alone).
 *
 * A field the spec does not describe is the comparator's business, not this check's.
 */

export interface LooseRule {
  /** `response.body $.data.list[*].plate`, `request.query status`. */
  location: string;
  problem: string;
}

interface Rule {
  match: string;
  regex?: string;
  [key: string]: unknown;
}
type Rules = Record<string, { combine?: string; matchers: Rule[] }>;

/** The schemas that apply at once (allOf and `$ref` followed) for each alternative (oneOf/anyOf). */
function alternatives(spec: OpenApiDocument, schema: SchemaObject | undefined): SchemaObject[][] {
  if (!schema) return [];
  const resolved = resolveRef(spec, schema);
  let result: SchemaObject[][] = [[resolved]];
  for (const part of resolved.allOf ?? []) {
    const partAlternatives = alternatives(spec, part);
    result = result.flatMap((each) => partAlternatives.map((alt) => [...each, ...alt]));
  }
  const branches = [...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])];
  if (branches.length) {
    const branchAlternatives = branches.flatMap((branch) => alternatives(spec, branch));
    result = result.flatMap((each) => branchAlternatives.map((alt) => [...each, ...alt]));
  }
  return result;
}

/** The schema(s) a JSON path (`$.data.list[*].plate`) reaches, one per alternative. */
function schemasAt(spec: OpenApiDocument, root: SchemaObject, path: string): SchemaObject[][] {
  const steps = path
    .replace(/^\$/, '')
    .split(/(?=\.)|(?=\[)/)
    .filter(Boolean)
    .map((step) => step.replace(/^\./, '').replace(/^\['(.*)'\]$/, '$1'));
  let current = alternatives(spec, root);
  for (const step of steps) {
    current = current.flatMap((parts) => {
      const next: SchemaObject[][] = [];
      for (const part of parts) {
        const child = /^\[(\*|\d+)\]$/.test(step)
          ? (part.items as SchemaObject | undefined)
          : part.properties?.[step];
        if (child) next.push(...alternatives(spec, child));
      }
      return next;
    });
  }
  return current;
}

/** `^(a|b|c)$` (or `^a$`) as its literal values; undefined for any other regex. */
function literalValues(regex: string): string[] | undefined {
  const match = /^\^\(?((?:[A-Za-z0-9_\-\u4e00-\u9fff]+\|?)+)\)?\$$/.exec(regex);
  return match ? match[1]!.split('|').filter(Boolean) : undefined;
}

const FORMAT_COUNTER_EXAMPLES: Record<string, string> = {
  email: 'not an email',
  'date-time': 'not a time',
  date: 'not a date',
  uri: 'not a uri',
};

function problemWith(rules: Rule[], constraints: SchemaObject[]): string | undefined {
  const regexes = rules.filter((rule) => rule.match === 'regex').map((rule) => rule.regex ?? '');
  for (const schema of constraints) {
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern, 'u');
      const ok = regexes.some(
        (regex) =>
          regex === schema.pattern || literalValues(regex)?.every((value) => pattern.test(value)),
      );
      if (!ok) return `the spec's pattern ${schema.pattern} is not kept by [${describe(rules)}]`;
    }
    const allowed = Array.isArray(schema.enum)
      ? schema.enum
      : 'const' in schema
        ? [schema.const]
        : undefined;
    if (allowed) {
      const texts = allowed.map(String);
      const ok = regexes.some((regex) =>
        literalValues(regex)?.every((value) => texts.includes(value)),
      );
      if (!ok) return `the spec's values ${texts.join(', ')} are not kept by [${describe(rules)}]`;
    }
    const format = typeof schema.format === 'string' ? schema.format : undefined;
    const counterExample = format && FORMAT_COUNTER_EXAMPLES[format];
    if (counterExample !== undefined) {
      const ok = regexes.some((regex) => !new RegExp(regex, 'u').test(counterExample));
      if (!ok) return `the spec's format ${format} is not kept by [${describe(rules)}]`;
    }
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (types.includes('integer') && !types.includes('number')) {
      const fractions = rules.some((rule) => ['decimal', 'number'].includes(rule.match));
      const integral = rules.some(
        (rule) =>
          rule.match === 'integer' ||
          (rule.match === 'regex' && !new RegExp(rule.regex ?? '', 'u').test('1.5')),
      );
      if (fractions || !integral) return `the spec's integer is not kept by [${describe(rules)}]`;
    }
  }
  return undefined;
}

function describe(rules: Rule[]): string {
  return rules.map((rule) => (rule.regex ? `regex ${rule.regex}` : rule.match)).join(' AND ');
}

/** Checks each rule: some alternative of the spec's schema at its path must be kept. */
function checkRules(
  spec: OpenApiDocument,
  rules: Rules | undefined,
  location: string,
  schemasFor: (path: string) => SchemaObject[][],
): LooseRule[] {
  const loose: LooseRule[] = [];
  for (const [path, { combine, matchers }] of Object.entries(rules ?? {})) {
    const found = schemasFor(path);
    if (found.length === 0) continue;
    const groups = combine === 'OR' ? matchers.map((rule) => [rule]) : [matchers];
    for (const group of groups) {
      const problems = found.map((constraints) => problemWith(group, constraints));
      if (problems.every(Boolean)) {
        loose.push({ location: `${location} ${path}`, problem: problems[0]! });
        break;
      }
    }
  }
  return loose;
}

type Operation = {
  parameters?: SchemaObject[];
  requestBody?: { content: Record<string, { schema: SchemaObject }> };
  responses?: Record<string, SchemaObject>;
};

export class MatcherStrictness {
  readonly #spec: OpenApiDocument;

  constructor(spec: OpenApiDocument = loadOpenApi()) {
    this.#spec = spec;
  }

  /** The rules of an interaction looser than the spec; empty when all keep it. */
  check(interaction: PactInteraction, operation: Operation | undefined): LooseRule[] {
    if (!operation) return [];
    const spec = this.#spec;
    const request = interaction.request as { matchingRules?: Record<string, Rules> };
    const response = interaction.response as {
      status?: number;
      matchingRules?: Record<string, Rules>;
    };
    const formSchema = operation.requestBody?.content[FORM_CONTENT_TYPE]?.schema;
    const parameters = (operation.parameters ?? []).map((parameter) => resolveRef(spec, parameter));
    const responseObject = operation.responses?.[String(response.status ?? 200)];
    const responseSchema = responseObject
      ? (resolveRef(spec, responseObject).content as Record<string, { schema: SchemaObject }>)?.[
          'application/json'
        ]?.schema
      : undefined;
    return [
      ...checkRules(spec, request.matchingRules?.query, 'request.query', (name) => {
        const parameter = parameters.find((each) => each.in === 'query' && each.name === name);
        return parameter?.schema ? alternatives(spec, parameter.schema as SchemaObject) : [];
      }),
      ...checkRules(spec, request.matchingRules?.body, 'request.body', (path) =>
        formSchema ? schemasAt(spec, formSchema, path) : [],
      ),
      ...checkRules(spec, response.matchingRules?.body, 'response.body', (path) =>
        responseSchema ? schemasAt(spec, responseSchema, path) : [],
      ),
    ];
  }
}
