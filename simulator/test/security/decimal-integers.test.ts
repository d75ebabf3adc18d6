import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/http/openapi';
import { dbDigest } from '../support/db-digest';
import { http, startTestSimulator, type Envelope } from '../support/simulator';

/** Whole numbers as a person never types them (the request validator would read each as one). */
const NOT_DECIMAL = ['0x10', '1e1', '+5', ' 5', '5.0'];

type Node = Record<string, unknown>;

/**
 * Every integer of every operation, read from openapi.yaml the plain way (a second reading, not the
 * simulator's): query parameters and form fields whose schema (through `$ref`, `allOf`...) is an
 * integer.
 */
function integerFields() {
  const document = openApiDocument() as unknown as Node;
  const resolve = (node: unknown): Node => {
    let at = node as Node;
    while (at && typeof at.$ref === 'string') {
      at = (at.$ref as string)
        .slice(2)
        .split('/')
        .reduce<Node>((value, key) => value[key] as Node, document);
    }
    return at ?? {};
  };
  const isInteger = (node: unknown): boolean => {
    const schema = resolve(node);
    return (
      schema.type === 'integer' ||
      (['allOf', 'oneOf', 'anyOf'] as const).some((key) =>
        ((schema[key] as unknown[] | undefined) ?? []).some(isInteger),
      )
    );
  };
  const fields: { method: string; path: string; name: string; in: 'query' | 'body' }[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Node>)) {
    for (const method of ['get', 'post'] as const) {
      const operation = item[method] as Node | undefined;
      if (!operation) continue;
      for (const parameter of ((operation.parameters as unknown[]) ?? []).map(resolve)) {
        if (parameter.in === 'query' && isInteger(parameter.schema)) {
          fields.push({ method, path, name: String(parameter.name), in: 'query' });
        }
      }
      const content = resolve(operation.requestBody).content as Record<string, Node> | undefined;
      const form = content?.['application/x-www-form-urlencoded'];
      const properties = form ? (resolve(form.schema).properties as Node | undefined) : undefined;
      for (const [name, schema] of Object.entries(properties ?? {})) {
        if (isInteger(schema)) fields.push({ method, path, name, in: 'body' });
      }
    }
  }
  return fields;
}

describe(
  'whole numbers in decimal only, on every operation of openapi.yaml',
  { timeout: 120_000 },
  () => {
    const fields = integerFields();

    it('finds the integers the spec takes (pages, counts, amounts, switches)', () => {
      expect(fields.length).toBeGreaterThan(40);
      expect(fields).toContainEqual({
        method: 'post',
        path: '/tools/v1/api/shop/order/publish',
        name: 'count',
        in: 'body',
      });
      expect(fields.filter((field) => field.name === 'page').length).toBeGreaterThan(20);
    });

    it('answers 400 with the envelope naming the field for each way of writing it, and changes nothing', async () => {
      const sim = await startTestSimulator();
      const before = dbDigest(sim.db);
      const wrong: string[] = [];
      for (const field of fields) {
        const path = field.path.replace(/\{[^}]+\}/g, '1');
        for (const text of NOT_DECIMAL) {
          const answer =
            field.in === 'query'
              ? await http(sim).get<Envelope>(`${path}?${field.name}=${encodeURIComponent(text)}`)
              : await http(sim).form<Envelope>(path, { [field.name]: text });
          const ok =
            answer.status === 400 &&
            answer.body.code === 400 &&
            answer.body.message.includes(`${field.name} must be a whole number`);
          if (!ok)
            wrong.push(
              `${field.method} ${path} ${field.name}=${JSON.stringify(text)}: ${answer.status} ${JSON.stringify(answer.body)}`,
            );
        }
      }
      expect(wrong).toEqual([]);
      expect(dbDigest(sim.db)).toBe(before);
    });
  },
);
