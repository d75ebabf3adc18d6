import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { PayOrderPayload } from '@dehong/api-spec';
import { badRequest } from './errors';
import { nonDecimalNumberInJson } from './input-hygiene';
import { readOpenApiYaml } from './openapi-cache';

const require = createRequire(import.meta.url);

/** The path of api-spec/openapi.yaml, the single source of truth the simulator is checked against. */
export const OPENAPI_PATH = require.resolve('@dehong/api-spec/openapi.yaml');

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>>;
  components: Record<string, unknown>;
  [key: string]: unknown;
}

let cached: OpenApiDocument | undefined;

/** A fresh copy of the parsed description (the validator annotates what it is given). */
export function openApiDocument(): OpenApiDocument {
  cached ??= readOpenApiYaml(OPENAPI_PATH) as OpenApiDocument;
  return structuredClone(cached);
}

/** Every operation of the description as `METHOD /path`, with its operationId. */
export function documentedOperations(): { method: string; path: string; operationId: string }[] {
  return Object.entries(openApiDocument().paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => method === 'get' || method === 'post')
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId ?? '',
      })),
  );
}

let payloadValidator: ValidateFunction | undefined;

/**
 * `orders` of the pay-order publish is JSON text inside a form field; the request validator only
 * sees a string, so its content is checked here against PayOrderPayload from the same file.
 */
export function parsePayOrderPayload(text: string): PayOrderPayload {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('orders is not JSON text');
  }
  payloadValidator ??= compileComponent('PayOrderPayload');
  if (!payloadValidator(value)) {
    const error = payloadValidator.errors?.[0];
    const where = `orders${(error?.instancePath ?? '').replaceAll('/', '.')}`;
    throw badRequest(`${where} ${error?.message ?? 'is not valid'}`);
  }
  // Every number of the payload is a whole number (fen, counts): valid as 1e3 or 10.0 in JSON, but
  // written in decimal digits only.
  const notDecimal = nonDecimalNumberInJson(text);
  if (notDecimal !== undefined) {
    throw badRequest(
      `orders has ${notDecimal.slice(0, 20)}: numbers must be whole, in decimal digits`,
    );
  }
  return value as PayOrderPayload;
}

function compileComponent(name: string): ValidateFunction {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema({ components: openApiDocument().components }, 'openapi.json');
  return ajv.compile({ $ref: `openapi.json#/components/schemas/${name}` });
}
