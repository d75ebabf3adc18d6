import { Comparator } from '@pactflow/openapi-pact-comparator';
import { FORM_CONTENT_TYPE } from './form-body';
import { interactionName, type PactFile, type PactInteraction } from './pact-files';
import { loadOpenApi, resolveRef, type OpenApiDocument, type SchemaObject } from './spec';

/** Something an interaction asks for that openapi.yaml does not describe. */
export interface Finding {
  code: string;
  message: string;
  /** Where in the interaction (request.body.orders.sumCost, response.body.data...). */
  location: string;
}

type Operation = NonNullable<OpenApiDocument['paths'][string]['get']>;

const JSON_TEXT = 'application/json';

/**
 * Each path template of the spec as a regex, for finding an interaction's operation; a literal
 * segment wins over a `{param}` (as in any router).
 */
function operationFinder(spec: OpenApiDocument) {
  const routes = Object.entries(spec.paths)
    .map(([template, item]) => ({
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      params: template.split('{').length - 1,
      item,
    }))
    .sort((a, b) => a.params - b.params);
  return (method: string, path: string): Operation | undefined => {
    const key = method.toLowerCase() as 'get' | 'post';
    return routes.find((route) => route.item[key] && route.pattern.test(path))?.item[key];
  };
}

function formSchemaOf(operation: Operation | undefined): SchemaObject | undefined {
  return operation?.requestBody?.content[FORM_CONTENT_TYPE]?.schema;
}

/** The schemas whose `properties` describe a form: the schema itself and its oneOf/anyOf/allOf. */
function propertyHolders(spec: OpenApiDocument, schema: SchemaObject): SchemaObject[] {
  const resolved = resolveRef(spec, schema);
  const branches = [
    ...(resolved.oneOf ?? []),
    ...(resolved.anyOf ?? []),
    ...(resolved.allOf ?? []),
  ];
  return [resolved, ...branches.map((branch) => resolveRef(spec, branch))];
}

function propertySchema(
  spec: OpenApiDocument,
  formSchema: SchemaObject,
  name: string,
): SchemaObject | undefined {
  for (const holder of propertyHolders(spec, formSchema)) {
    const property = holder.properties?.[name];
    if (property) return resolveRef(spec, property);
  }
  return undefined;
}

function typesOf(schema: SchemaObject): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/**
 * A form field's text as the provider reads it. A form carries text only; OpenAPI's form
 * serialisation gives each field its property's type, and a field with
 * `contentMediaType: application/json` carries JSON text of its `contentSchema`.
 */
function fieldValue(schema: SchemaObject | undefined, raw: string): unknown {
  if (!schema) return raw;
  if (schema.contentMediaType === JSON_TEXT) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  const types = typesOf(schema);
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw)) {
    return Number(raw);
  }
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) return raw === 'true';
  return raw;
}

/**
 * The comparator validates a form body's fields as text, without the type coercion OpenAPI's form
 * serialisation implies, and treats `contentSchema` as a mere annotation (as JSON Schema does). So
 * the check gives it form bodies decoded as a provider decodes them, and a spec whose JSON-text
 * fields are described by their content schema: the `orders` of a pay order is then checked
 * against PayOrderPayload like any JSON body.
 */
export class SpecConformance {
  readonly #spec: OpenApiDocument;
  readonly #comparator: Comparator;
  readonly #operationOf: ReturnType<typeof operationFinder>;

  constructor(spec: OpenApiDocument = loadOpenApi()) {
    this.#spec = spec;
    this.#operationOf = operationFinder(spec);
    this.#comparator = new Comparator(this.#withContentSchemas(structuredClone(spec)) as never);
  }

  /** What the interaction asks for that the spec does not describe; empty when it conforms. */
  async check(pact: PactFile, interaction: PactInteraction): Promise<Finding[]> {
    const findings: Finding[] = [];
    const single = { metadata: pact.metadata, interactions: [this.#decoded(interaction)] };
    // Warnings count too: an unknown query parameter or header is a pact asking for more than the
    // spec describes.
    for await (const result of this.#comparator.compare(single as never)) {
      findings.push({
        code: result.code,
        message: result.message,
        location: (result.mockDetails?.location ?? '').replace(
          /^\[root\]\.interactions\[0\]\./,
          '',
        ),
      });
    }
    return findings;
  }

  /** Throws, naming the interaction and each finding, unless the interaction conforms. */
  async assertConforms(pact: PactFile, interaction: PactInteraction): Promise<void> {
    const findings = await this.check(pact, interaction);
    if (findings.length === 0) return;
    const lines = findings.map((each) => `  ${each.location}: ${each.message} [${each.code}]`);
    throw new Error(
      `${pact.provider.name}: ${interactionName(interaction)} asks for what openapi.yaml does not ` +
        `describe:\n${lines.join('\n')}`,
    );
  }

  #withContentSchemas(spec: OpenApiDocument): OpenApiDocument {
    for (const item of Object.values(spec.paths)) {
      for (const operation of [item.get, item.post]) {
        const formSchema = formSchemaOf(operation);
        if (!formSchema) continue;
        for (const holder of propertyHolders(spec, formSchema)) {
          for (const [name, property] of Object.entries(holder.properties ?? {})) {
            if (property.contentMediaType === JSON_TEXT && property.contentSchema) {
              holder.properties![name] = property.contentSchema;
            }
          }
        }
      }
    }
    return spec;
  }

  #decoded(interaction: PactInteraction): PactInteraction {
    const body = interaction.request.body;
    const formSchema = formSchemaOf(
      this.#operationOf(interaction.request.method, interaction.request.path),
    );
    if (
      !formSchema ||
      body?.contentType !== FORM_CONTENT_TYPE ||
      typeof body.content !== 'string'
    ) {
      return interaction;
    }
    const fields: Record<string, unknown> = {};
    for (const [name, raw] of new URLSearchParams(body.content)) {
      fields[name] = fieldValue(propertySchema(this.#spec, formSchema, name), raw);
    }
    return {
      ...interaction,
      request: { ...interaction.request, body: { ...body, content: fields, encoded: false } },
    };
  }
}
