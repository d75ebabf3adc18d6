import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps `x-sensitive` on every field named like a secret (the simulator's proxy
 * writes a value only where the field is declared and not marked): run through Redocly with this
 * workspace's configuration over a small description, as `npm run lint:spec` runs it.
 */

const require = createRequire(import.meta.url);
const REDOCLY = require.resolve('@redocly/cli/bin/cli.js');

const description = (fields: string, parameters: string) => `
openapi: 3.1.0
info: { title: t, version: '1', license: { name: x, url: https://x.invalid } }
servers: [{ url: http://x.invalid }]
security: []
paths:
  /user/v1/api/thing:
    post:
      operationId: thing
      summary: A thing
      parameters:
${parameters}
      requestBody:
        content:
          application/x-www-form-urlencoded:
            schema:
              type: object
              properties:
${fields}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  car: { $ref: '#/components/schemas/Car' }
        '400': { description: bad }
components:
  schemas:
    Plate: { type: string, x-sensitive: plate }
    Text: { type: string }
    Car:
      type: object
      properties:
        number: { $ref: '#/components/schemas/Plate' }
`;

/** The messages of the x-sensitive rule, by the path of what they point at. */
function problems(fields: string, parameters = '        []'): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'sensitive-lint-'));
  try {
    const file = join(dir, 'openapi.yaml');
    writeFileSync(file, description(fields, parameters));
    let output: string;
    try {
      output = execFileSync(
        process.execPath,
        [REDOCLY, 'lint', file, '--config', 'redocly.yaml', '--format', 'json'],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
    } catch (error) {
      output = (error as { stdout: string }).stdout;
    }
    const report = JSON.parse(output) as {
      problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
    };
    return Object.fromEntries(
      report.problems
        .filter((problem) => problem.ruleId === 'dehong/sensitive-marked')
        .map((problem) => [problem.location[0]!.pointer, problem.message]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const FORM =
  '#/paths/~1user~1v1~1api~1thing/post/requestBody/content/application~1x-www-form-urlencoded/schema/properties';

describe('x-sensitive lint rule', () => {
  it('fails on a field named like a phone, a name, a token or a plate that says nothing', () => {
    const found = problems(
      [
        '                phone: { type: string }',
        '                realName: { type: string }',
        '                accessToken: { type: string }',
        '                plates: { $ref: "#/components/schemas/Text" }',
        '                count: { type: integer }',
      ].join('\n'),
      ['        - name: number', '          in: query', '          schema: { type: string }'].join(
        '\n',
      ),
    );
    expect(Object.keys(found).sort()).toEqual(
      [
        `${FORM}/accessToken`,
        `${FORM}/phone`,
        `${FORM}/plates`,
        `${FORM}/realName`,
        '#/paths/~1user~1v1~1api~1thing/post/parameters/0/name',
      ].sort(),
    );
    expect(found[`${FORM}/phone`]).toMatch(/mark it x-sensitive/);
  });

  it('passes a field marked on itself, beside its $ref or on the schema it names, and `none`', () => {
    expect(
      problems(
        [
          '                phone: { type: string, x-sensitive: phone }',
          '                plate: { $ref: "#/components/schemas/Plate" }',
          '                contact: { $ref: "#/components/schemas/Text", x-sensitive: phone }',
          '                address: { type: string, x-sensitive: none }',
        ].join('\n'),
        [
          '        - name: number',
          '          in: query',
          '          x-sensitive: plate',
          '          schema: { type: string }',
        ].join('\n'),
      ),
    ).toEqual({});
  });

  it('refuses a class it does not know', () => {
    const found = problems('                phone: { type: string, x-sensitive: secret }');
    expect(Object.values(found)).toEqual([expect.stringMatching(/x-sensitive is one of/)]);
  });
});
