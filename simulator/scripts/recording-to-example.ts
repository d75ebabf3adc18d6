/**
 * Turns one recorded answer (`--record DIR` wrote `<operationId>/<status>-<hash>.json`) into what
 * flows back into the repository. Prints; writes nothing (openapi.yaml is shared: paste the entry
 * where it belongs, then `npm run generate -w api-spec`).
 *
 *   npx tsx simulator/scripts/recording-to-example.ts <recording.json>            # an examples: entry
 *   npx tsx simulator/scripts/recording-to-example.ts <recording.json> --fixture  # a typed fixture
 *
 * The example is the one for the operation's response in openapi.yaml (`responses.<status>.
 * content.application/json.examples`); the fixture is a TypeScript constant typed with the
 * generated schema's component of the answer's `data`, for a test or a seed module to use.
 */
import { readFileSync } from 'node:fs';
import { basename, isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { openApiDocument } from '../src/http/openapi';
import type { Recording } from '../src/proxy/record';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { fixture: { type: 'boolean' }, name: { type: 'string' } },
});
const file = positionals[0];
if (!file) {
  console.error('Usage: recording-to-example.ts <recording.json> [--fixture] [--name exampleName]');
  process.exit(2);
}
const base = process.env.INIT_CWD ?? process.cwd();
const recording = JSON.parse(
  readFileSync(isAbsolute(file) ? file : resolve(base, file), 'utf8'),
) as Recording;
const name =
  values.name ??
  `recorded-${recording.status}-${basename(file, '.json').split('-').pop() ?? 'answer'}`;
const from = `${recording.recordedFrom} (masked)`;

/** The component the answer's `data` is, read from the operation's response schema. */
function dataComponent(): string | undefined {
  type Node = Record<string, unknown>;
  const operation = (openApiDocument().paths[recording.path] as Record<string, Node> | undefined)?.[
    recording.method.toLowerCase()
  ];
  const response = (operation?.responses as Node | undefined)?.[String(recording.status)] as
    Node | undefined;
  const schema = ((response?.content as Node | undefined)?.['application/json'] as Node | undefined)
    ?.schema as Node | undefined;
  for (const branch of (schema?.allOf as Node[] | undefined) ?? []) {
    const data = (branch.properties as Node | undefined)?.data as Node | undefined;
    const ref = data?.$ref ?? (data?.items as Node | undefined)?.$ref;
    if (typeof ref !== 'string') continue;
    const name = `components['schemas']['${ref.split('/').pop()}']`;
    return data?.$ref ? name : `${name}[]`;
  }
  return undefined;
}

if (values.fixture) {
  const component = dataComponent();
  const data = (recording.body as { data?: unknown } | undefined)?.data ?? recording.body;
  const constant = `${recording.operation}Recorded${recording.status}`;
  console.log(
    [
      `// ${recording.method} ${recording.path} → ${recording.status}, recorded from ${from}.`,
      ...(component ? [`import type { components } from '@dehong/api-spec/schema';`, ''] : []),
      `export const ${constant}${component ? `: ${component}` : ''} = ${JSON.stringify(data, null, 2)};`,
    ].join('\n'),
  );
} else {
  console.log(
    [
      `# paths.${recording.path}.${recording.method.toLowerCase()}.responses.${recording.status}` +
        `.content.application/json.examples (from ${from})`,
      stringify(
        {
          [name]: {
            summary: `Recorded from ${from}`,
            value: recording.body ?? recording.text,
          },
        },
        { lineWidth: 100 },
      ).trimEnd(),
    ].join('\n'),
  );
}
