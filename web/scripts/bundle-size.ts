/**
 * Prints the gzip size of what /m/home loads in the production build, in both languages: the
 * entry, the route module and the lazy pieces it renders at once, every chunk they import
 * statically, their CSS and the message catalogues they use. Then what follows without a tap (the
 * home tab below a phone's first screen, requested as soon as the first screen is up) and what the
 * first tap on the plate adds (the keyboard pop-up). Fails when /m/home's first screen is over
 * budget, or when anything /m/home loads belongs to the map or the member areas.
 *
 *   npm run build -w web && npm run size -w web [-- <another build's folder>]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * React 19 and React DOM themselves (the owner's stack) are 66 KB gzip of it, where Preact's
 * compatibility layer was 10 KB: the budget of 120 KB held the app around Preact. 150 KB keeps
 * the rest of the first screen (router, i18next, TanStack Query, the API client, the app's shell,
 * home and its words: 80 KB) from growing, and is what the whole home tab may load (the bench's
 * figure, which counts what Chromium fetches until the network is idle).
 */
const BUDGET_KB = 150;
/** What /m/home's first screen renders: the tab shell with the home tab and its dashboard. */
const HOME_MODULES = ['src/app/routes/m/home.tsx'];
/**
 * What the home tab loads next, without a tap: the rest below a phone's first screen (while its
 * data is asked for), the renewal rule and notice once the member's plates show a card that can
 * end, and antd-mobile's English words for English readers once the page is idle. Not counted:
 * the notice's sanitiser (when the notice comes near the viewport), the customer service page (at
 * its tap) and the other screens' loaders (at the first touch).
 */
const BELOW_THE_FOLD = [
  'src/app/routes/m/home/home-dashboard-more.tsx',
  'src/features/home/due-renewals.ts',
  'src/features/home/components/renewal-notice.tsx',
];
/** Never on /m/home (the map and the member areas load with their own screens). */
const FORBIDDEN = /leaflet|map-tab|mine-tab|[\\/]vip[\\/]|[\\/]evc[\\/]|[\\/]shop[\\/]/i;

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * A source file's key in the manifest: its own path when it is an entry or a route module, else
 * (a chunk several screens share, such as the renewal notice) the key of the chunk named after it.
 */
function manifestKey(source: string): string {
  if (manifest[source]) return source;
  const name = source.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const keys = Object.keys(manifest).filter(
    (key) => manifest[key]?.name === name && key.endsWith('.js'),
  );
  if (keys.length !== 1) throw new Error(`${source}: ${keys.length} chunks named ${name}`);
  return keys[0]!;
}

function filesOf(keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
  }
  return files;
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipKb(file), 0);

// index.html's app and the first module it runs ahead of it (src/start.ts).
const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
if (entries.length === 0) throw new Error('the manifest has no entry');

let failed = false;
for (const language of ['zh-CN', 'en-US']) {
  // Home's words (common, home, plate, menu) are in home's words chunk of the language
  // (vite.config.ts, `coldWords`).
  const catalogues = Object.keys(manifest).filter(
    (key) => manifest[key]?.name === `words-home-${language}`,
  );
  if (catalogues.length !== 1) throw new Error(`no words-home-${language} chunk in the build`);
  // antd-mobile's own en-US words load for English readers once the page is idle (zh-CN is
  // built in): they come after the first screen.
  const antdLocale = Object.keys(manifest).filter(
    (key) => language === 'en-US' && key.endsWith('antd-mobile/es/locales/en-US.js'),
  );
  const chunks = closure([...entries, ...HOME_MODULES, ...catalogues]);
  const files = filesOf(chunks);
  const rows = [...files].map((file) => ({ file, kb: gzipKb(file) })).sort((a, b) => b.kb - a.kb);
  const js = total([...files].filter((file) => file.endsWith('.js')));
  const css = total([...files].filter((file) => file.endsWith('.css')));

  console.log(`\n/m/home (${language}): ${rows.length} files`);
  for (const row of rows) console.log(`  ${row.kb.toFixed(2).padStart(7)} KB  ${row.file}`);
  console.log(
    `  JS ${js.toFixed(1)} KB + CSS ${css.toFixed(1)} KB = ${(js + css).toFixed(1)} KB gzip`,
  );

  const belowTheFold = closure([...BELOW_THE_FOLD.map(manifestKey), ...antdLocale]);
  const below = [...filesOf(belowTheFold)].filter((file) => !files.has(file));
  console.log(`  + then, without a tap: ${total(below).toFixed(1)} KB gzip`);

  const forbidden = [...chunks, ...belowTheFold].filter((key) => FORBIDDEN.test(key));
  if (forbidden.length > 0) {
    console.error(`  loads what it must not: ${forbidden.join(', ')}`);
    failed = true;
  }
  if (js + css > BUDGET_KB) {
    console.error(`  over the ${BUDGET_KB} KB budget`);
    failed = true;
  }

  // Imported lazily by home and statically by the payment page: a shared chunk of its own.
  const keyboardChunk = Object.keys(manifest).find(
    (key) => key.includes('plate-keyboard') && key.endsWith('.js'),
  );
  if (!keyboardChunk) throw new Error('no plate-keyboard chunk in the build');
  const keyboard = filesOf(closure([keyboardChunk]));
  const added = [...keyboard].filter((file) => !files.has(file));
  console.log(`  + first tap on the plate (keyboard pop-up): ${total(added).toFixed(1)} KB gzip`);
}
process.exitCode = failed ? 1 : 0;
