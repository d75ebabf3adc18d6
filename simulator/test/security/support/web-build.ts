import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const folders: string[] = [];

/** Removes the fake builds of the file's tests (test/support/setup.ts, after each file). */
export function removeFakeWebBuilds(): void {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** The shape of `vite build`'s index.html: a module entry, a preload and a stylesheet. */
export const BUILT_INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>德宏停车</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc123.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** A folder laid out like web/dist (removed after the file's tests). */
export function fakeWebBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sim-security-web-'));
  folders.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), BUILT_INDEX);
  writeFileSync(join(dir, 'assets/index-abc123.js'), 'document.title = "loaded";\n');
  writeFileSync(join(dir, 'assets/react-abc123.js'), 'export {};\n');
  writeFileSync(join(dir, 'assets/index-abc123.css'), 'body { margin: 0 }\n');
  return dir;
}

/** A Content-Security-Policy header as directive -> sources. */
export function parseCsp(header: string | null): Map<string, string[]> {
  if (!header) throw new Error('no Content-Security-Policy header');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}
