// Fails when src/generated/schema.ts is not what openapi.yaml generates now (run `npm run generate`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'schema-'));
try {
  const fresh = join(dir, 'schema.ts');
  execFileSync(
    'openapi-typescript',
    ['openapi.yaml', '--redocly', 'scripts/redocly.generate.yaml', '-o', fresh],
    { stdio: 'pipe' },
  );
  if (readFileSync(fresh, 'utf8') !== readFileSync('src/generated/schema.ts', 'utf8')) {
    console.error('src/generated/schema.ts is stale: run `npm run generate --workspace api-spec`.');
    process.exit(1);
  }
  console.log('generated types match openapi.yaml');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
