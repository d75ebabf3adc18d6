import { maskText } from './mask';
import { Redactor } from './redact';
import type { Difference } from './spec-check';
import { valueAt } from './spec-check';
import {
  branches,
  compiled,
  mediaTypeOf,
  operationOf,
  parameters,
  pathVocabulary,
  requestBodyOf,
  responseOf,
  type CompiledOperation,
  type Operation,
  type Schema,
} from './spec-operations';

/**
 * One call as the proxy writes it (the drift journal, recordings and their request keys, the
 * console's request journal, log lines): each part redacted by what openapi.yaml declares there
 * (redact.ts). What goes upstream and back to the app is never changed.
 */

const FORM = 'application/x-www-form-urlencoded';

/** A request as written. */
export interface WrittenRequest {
  /** What a recording is keyed by: `METHOD target`, and for a form the form on the next line. */
  key: string;
  /** The target as written: the path, then the query. */
  target: string;
  /** The query's and form's values as written, by their written names (for a drift's example). */
  view: { query: Record<string, string>; body: Record<string, string> };
}

/** An answer's body as written: JSON, or the shape of what was not JSON. */
export interface WrittenAnswer {
  body?: unknown;
  text?: string;
}

/** Kinds whose `came` the proxy makes itself from what it already wrote (a status, a size). */
const PROXY_MADE = new Set([
  'no-answer',
  'not-recorded',
  'not-in-spec',
  'too-deep',
  'too-large',
  'content-encoding',
]);

/** A media type with parameters, as servers write one (`application/json; charset=utf-8`). */
const MEDIA_TYPE =
  /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:\s*;\s*[\w!#$&^.+-]+=(?:[\w!#$&^.+-]+|"[\w .-]*"))*\s*$/;

/**
 * The origin-form target (`/path?query`) of a request target: an absolute-form one
 * (`http://host/path?query`) keeps its path and query only, never its authority or credentials.
 */
export function originForm(target: string): string {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}

/** A query or form value written inside `a=1&b=2` text: what would split it is escaped. */
const escapeWritten = (text: string) =>
  text.replace(/[%&=#+\s]/g, (character) => encodeURIComponent(character));

export class CallRedactor {
  constructor(readonly redactor = new Redactor()) {}

  /** A request: its target (path, query) and, for a form, its fields. */
  request(
    operation: Operation | undefined,
    method: string,
    target: string,
    contentType: string | undefined,
    body: Buffer,
  ): WrittenRequest {
    const documented = operation && compiled(operation.id);
    const at = target.indexOf('?');
    const query = this.pairs(at < 0 ? '' : target.slice(at + 1), (name) =>
      this.declaredParameter(documented, 'query', name),
    );
    const written = `${this.path(documented, at < 0 ? target : target.slice(0, at))}${query.text ? `?${query.text}` : ''}`;
    const formSchema = documented && requestBodyOf(documented)?.content[FORM];
    const form =
      mediaTypeOf(contentType) === FORM
        ? this.pairs(body.toString('utf8'), (name) => {
            const schema = (formSchema as Schema | undefined)?.schema;
            const properties = schema
              ? branches(schema).flatMap((branch) => {
                  const declared = branch.properties as Record<string, unknown> | undefined;
                  return declared && Object.hasOwn(declared, name) ? [declared[name]] : [];
                })
              : [];
            return properties.length > 0 ? properties : undefined;
          })
        : undefined;
    return {
      key: `${method.toUpperCase()} ${written}${form ? `\n${form.text}` : ''}`,
      target: written,
      view: { query: query.view, body: form?.view ?? {} },
    };
  }

  /** A request target as written, for a request the proxy saw (the console's journal, a log). */
  target(method: string, target: string): string {
    const origin = originForm(target);
    const path = origin.split('?')[0]!;
    return this.request(operationOf(method, path), method, origin, undefined, Buffer.alloc(0))
      .target;
  }

  /** An answer's body, by the schema of its status: parsed JSON (`value`), or text that was not. */
  answer(
    operation: Operation | undefined,
    status: number,
    value: unknown,
    text: string,
  ): WrittenAnswer {
    if (value === undefined) return { text: this.redactor.shape(text, 'text') };
    const documented = operation && compiled(operation.id);
    const json = documented && responseOf(documented, status).content['application/json'];
    const schema = (json as Schema | undefined)?.schema;
    return { body: this.redactor.value(value, schema === undefined ? undefined : [schema]) };
  }

  /** A Content-Type header: kept when it reads as one, else shaped. */
  contentType(value: string | undefined): string | null {
    if (value === undefined) return null;
    return MEDIA_TYPE.test(value) && maskText(value) === value
      ? value
      : this.redactor.shape(value, 'content-type');
  }

  /** A Location header: a path on this origin as a target is written, anything else shaped. */
  location(value: string): string {
    return value.startsWith('/') && !value.startsWith('//')
      ? this.target('GET', value)
      : this.redactor.shape(value, 'url');
  }

  /** A difference as written: its pointer's names and what came, from the written call only. */
  difference(
    difference: Difference,
    request: WrittenRequest,
    answer: WrittenAnswer | undefined,
  ): Difference {
    const pointer = this.redactor.pointer(difference.pointer);
    let came: unknown;
    if (difference.kind === 'status') {
      came = typeof difference.came === 'number' ? difference.came : undefined;
    } else if (difference.kind === 'content-type') {
      came = this.contentType(difference.came == null ? undefined : String(difference.came));
    } else if (difference.kind === 'not-json') {
      came = answer?.text;
    } else if (PROXY_MADE.has(difference.kind)) {
      came = typeof difference.came === 'string' ? maskText(difference.came) : undefined;
    } else if (difference.where === 'request') {
      came = valueAt(request.view, pointer);
    } else {
      came = valueAt(answer?.body, pointer);
    }
    return { ...difference, pointer, came };
  }

  /** A path as written: the description's literal parts, each parameter by its declaration. */
  private path(operation: CompiledOperation | undefined, path: string): string {
    const template = operation?.path.split('/');
    const vocabulary = pathVocabulary();
    return path
      .split('/')
      .map((segment, index) => {
        if (segment === '') return segment;
        let decoded = segment;
        try {
          decoded = decodeURIComponent(segment);
        } catch {
          // kept undecoded: shaped below like any other segment
        }
        const part = template?.[index];
        if (part?.startsWith('{')) {
          const name = part.slice(1, -1);
          const written = this.redactor.wire(
            decoded,
            this.declaredParameter(operation, 'path', name),
          );
          return written === decoded ? segment : written;
        }
        return vocabulary.has(decoded) ? segment : this.redactor.shape(decoded);
      })
      .join('/');
  }

  /** The schema nodes of a parameter, its own `x-sensitive` carried on a wrapper. */
  private declaredParameter(
    operation: CompiledOperation | undefined,
    where: 'path' | 'query',
    name: string,
  ): unknown[] | undefined {
    const parameter =
      operation && parameters(operation).find((p) => p.in === where && p.name === name);
    if (!parameter) return undefined;
    const schema = (parameter.schema ?? {}) as Schema;
    const mark = parameter['x-sensitive'];
    return [mark === undefined ? schema : { 'x-sensitive': mark, allOf: [schema] }];
  }

  /** `a=1&b=2` text with each value redacted by its declaration (`declared` by name). */
  private pairs(
    text: string,
    declared: (name: string) => unknown[] | undefined,
  ): { text: string; view: Record<string, string> } {
    const written: [string, string][] = [];
    for (const [name, value] of new URLSearchParams(text)) {
      const nodes = declared(name);
      written.push(
        nodes
          ? [name, this.redactor.wire(value, nodes)]
          : [this.redactor.name(name), this.redactor.shape(value)],
      );
    }
    return {
      text: written
        .map(([name, value]) => `${escapeWritten(name)}=${escapeWritten(value)}`)
        .join('&'),
      view: Object.fromEntries(written),
    };
  }
}
