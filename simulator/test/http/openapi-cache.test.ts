import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readOpenApiYaml } from '../../src/http/openapi-cache';
import { OPENAPI_PATH } from '../../src/http/openapi';

let root: string | undefined;

/** A checkout of its own: <root>/api-spec/openapi.yaml, copies in <root>/node_modules/.cache. */
function checkout(yaml: string) {
  root = mkdtempSync(join(tmpdir(), 'dehong-openapi-cache-'));
  mkdirSync(join(root, 'api-spec'));
  const path = join(root, 'api-spec/openapi.yaml');
  writeFileSync(path, yaml);
  const copies = () => {
    const folder = join(root ?? '', 'node_modules/.cache/dehong-openapi');
    return existsSync(folder) ? readdirSync(folder) : [];
  };
  return { path, copies };
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('the parsed description read from its JSON copy', () => {
  it('gives what parsing openapi.yaml gives, first parsed, then from the copy', () => {
    const yaml = readFileSync(OPENAPI_PATH, 'utf8');
    const { path, copies } = checkout(yaml);
    expect(readOpenApiYaml(path)).toEqual(parse(yaml));
    expect(copies()).toHaveLength(1);
    expect(readOpenApiYaml(path)).toEqual(parse(yaml));
  });

  it('never serves the copy of an earlier text', () => {
    const { path, copies } = checkout('info:\n  title: one\n');
    expect(readOpenApiYaml(path)).toEqual({ info: { title: 'one' } });
    writeFileSync(path, 'info:\n  title: two\n');
    expect(readOpenApiYaml(path)).toEqual({ info: { title: 'two' } });
    expect(copies()).toHaveLength(2);
  });

  it('parses every time a document JSON cannot hold as it is', () => {
    const { path, copies } = checkout('maximum: .inf\n');
    expect(readOpenApiYaml(path)).toEqual({ maximum: Infinity });
    expect(readOpenApiYaml(path)).toEqual({ maximum: Infinity });
    expect(copies()).toEqual([]);
  });
});
