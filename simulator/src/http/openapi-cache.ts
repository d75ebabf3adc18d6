import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';

/**
 * The parsed description, read from a JSON copy when one of the same text exists. Parsing the
 * 200 KB of YAML costs ~0.4 s of CPU in every process that starts a simulator (each CLI start,
 * each test worker); JSON.parse of the same document a few milliseconds. The copy is named by a
 * hash of the YAML text, so an edited openapi.yaml never meets a stale copy, and it lives in the
 * repository's node_modules/.cache (a fresh clone starts without one). A document JSON cannot
 * hold as it is (a YAML timestamp, .inf) is parsed every time instead.
 */
export function readOpenApiYaml(path: string): unknown {
  const text = readFileSync(path, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const copy = join(dirname(path), '../node_modules/.cache/dehong-openapi', `${hash}.json`);
  try {
    return JSON.parse(readFileSync(copy, 'utf8'));
  } catch {
    // No copy yet (or an unreadable one): parse, and leave a copy for the next process.
  }
  const parsed: unknown = parse(text);
  try {
    const json = JSON.stringify(parsed);
    if (isDeepStrictEqual(JSON.parse(json), parsed)) {
      mkdirSync(dirname(copy), { recursive: true });
      // Written aside and renamed: a process starting beside this one reads all or nothing.
      const aside = `${copy}.${process.pid}`;
      writeFileSync(aside, json);
      renameSync(aside, copy);
    }
  } catch {
    // A read-only checkout: every process parses the YAML, as before.
  }
  return parsed;
}
