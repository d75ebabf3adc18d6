/**
 * Prints the gzip size of what a route of the production build loads (default: /m/home, in both
 * languages): the entry, the route module and the lazy pieces it renders at once, every chunk they
 * import statically, their CSS, and the message catalogues they use.
 *
 *   npm run build -w web && npx tsx web/scripts/bundle-size.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** What /m/home renders without a tap: the tab shell, the home tab and its dashboard. */
const HOME_MODULES = ['src/app/routes/m/home.tsx', 'src/app/routes/m/home/home-dashboard.tsx'];
const HOME_NAMESPACES = ['common', 'screens', 'home', 'plate'];

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
}

const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
if (!entry) throw new Error('the manifest has no entry');

for (const language of ['zh-CN', 'en-US']) {
  const catalogues = HOME_NAMESPACES.map((ns) => `src/i18n/locales/${language}/${ns}.ts`);
  // antd-mobile's own en-US words load at start for English readers (zh-CN is built in).
  const antdLocale = Object.keys(manifest).filter(
    (key) => language === 'en-US' && key.endsWith('antd-mobile/es/locales/en-US.js'),
  );
  const chunks = closure([entry, ...HOME_MODULES, ...catalogues, ...antdLocale]);
  const files = new Set<string>();
  for (const key of chunks) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
  }
  const rows = [...files].map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
  const js = rows.filter((row) => row.file.endsWith('.js')).reduce((sum, row) => sum + row.kb, 0);
  const css = rows.filter((row) => row.file.endsWith('.css')).reduce((sum, row) => sum + row.kb, 0);
  console.log(`\n/m/home (${language}): ${rows.length} files`);
  for (const row of rows) console.log(`  ${row.kb.toFixed(2).padStart(7)} KB  ${row.file}`);
  console.log(
    `  JS ${js.toFixed(1)} KB + CSS ${css.toFixed(1)} KB = ${(js + css).toFixed(1)} KB gzip`,
  );
  const leaked = rows.filter((row) => /leaflet|map-tab|mine-tab|vip|evc|shop/i.test(row.file));
  if (leaked.length > 0) console.log(`  NOT EXPECTED on /m/home: ${leaked.map((r) => r.file)}`);
}
