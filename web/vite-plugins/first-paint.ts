import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { type HtmlTagDescriptor, type Plugin, build, minifySync } from 'vite';
import type { FrameTemplates, Language } from './frame-templates';

/** A screen's title in each language, by its route path. */
export type ShellTitles = Record<string, { 'zh-CN': string; 'en-US': string; back: boolean }>;

const ROUTE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/](.+)\.tsx$/;

interface ChunkMeta {
  viteMetadata?: { importedCss?: Set<string> };
}

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/**
 * The built files the chunks `start` need before they run: each chunk after the chunks it
 * imports (all the way down), and with `css` each chunk's stylesheets after it.
 */
function filesNeeded(bundle: OutputBundle, start: OutputChunk[], css: boolean): Set<string> {
  const byName = new Map(chunksOf(bundle).map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visiting = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk || files.has(chunk.fileName) || visiting.has(chunk.fileName)) return;
    visiting.add(chunk.fileName);
    chunk.imports.forEach((name) => visit(byName.get(name)));
    files.add(chunk.fileName);
    if (css)
      (chunk as OutputChunk & ChunkMeta).viteMetadata?.importedCss?.forEach((file) =>
        files.add(file),
      );
  };
  start.forEach(visit);
  return files;
}

/**
 * Per route path, the built files its screen module needs beyond what the entry loads: the
 * module's chunk, the chunks it imports and their stylesheets.
 */
function routeFiles(bundle: OutputBundle): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  const closure = (start: OutputChunk[]) => filesNeeded(bundle, start, true);
  const loadedByEntry = closure(chunks.filter((chunk) => chunk.isEntry));
  const routes: Record<string, string[]> = {};
  for (const chunk of chunks) {
    const match = chunk.isDynamicEntry ? ROUTE_MODULE.exec(chunk.facadeModuleId ?? '') : null;
    if (!match?.[1]) continue;
    const files = [...closure([chunk])]
      .filter((file) => !loadedByEntry.has(file))
      // All of them are under assets/, which the script puts back.
      .map((file) => file.replace(/^assets\//, ''));
    const path = `/${match[1].replaceAll('\\', '/')}`;
    routes[path] = files;
    // `/app/vip/recharge` may live in recharge/index.tsx.
    if (path.endsWith('/index')) routes[path.slice(0, -'/index'.length)] ??= files;
  }
  return routes;
}

/** What care mode needs from the first paint (lib/care-mode.ts), and where it keeps its choice. */
export interface CareModeFiles {
  /** The localStorage key holding '1' while care mode is on. */
  storageKey: string;
  /** By route path ('*': every page), the module whose chunk care mode loads there. */
  modules: Record<string, string>;
}

/**
 * Per route path ('*': every page), the built files care mode needs there beyond what the entry
 * loads: the chunk of the path's care module, the chunks it imports and their style sheets.
 */
function careFiles(
  bundle: OutputBundle,
  modules: Record<string, string>,
): Record<string, string[]> {
  const chunks = chunksOf(bundle);
  const loadedByEntry = filesNeeded(
    bundle,
    chunks.filter((chunk) => chunk.isEntry),
    true,
  );
  return Object.fromEntries(
    Object.entries(modules).map(([path, id]) => {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
      if (!chunk) throw new Error(`first-paint: no chunk of its own for ${id}`);
      const files = [...filesNeeded(bundle, [chunk], true)]
        .filter((file) => !loadedByEntry.has(file))
        .map((file) => file.replace(/^assets\//, ''));
      return [path, files];
    }),
  );
}

/** The files an entry chunk (`isEntry`) needs before it runs, itself last, relative to assets/. */
function staticClosure(bundle: OutputBundle, isEntry: (chunk: OutputChunk) => boolean): string[] {
  const entry = chunksOf(bundle).filter((chunk) => chunk.isEntry && isEntry(chunk));
  return [...filesNeeded(bundle, entry.slice(0, 1), false)].map((file) =>
    file.replace(/^assets\//, ''),
  );
}

const CATALOGUE = /[\\/]src[\\/]i18n[\\/]locales[\\/](zh-CN|en-US)[\\/]([\w-]+)\.ts$/;

/**
 * Per route path and language, the built files of the words its screen shows at once (`words`,
 * by path, and every screen's `common`): the chunks holding those namespaces' catalogues in that
 * language.
 */
function wordFiles(
  bundle: OutputBundle,
  words: Record<string, readonly string[]>,
): Record<Language, Record<string, string[]>> {
  const catalogues = new Map<string, string>();
  for (const item of Object.values(bundle)) {
    if (item.type !== 'chunk') continue;
    for (const id of item.moduleIds) {
      const match = CATALOGUE.exec(id);
      if (match) catalogues.set(`${match[1]}/${match[2]}`, item.fileName.replace(/^assets\//, ''));
    }
  }
  const files = (language: Language, names: readonly string[]) => [
    ...new Set(names.flatMap((name) => catalogues.get(`${language}/${name}`) ?? [])),
  ];
  const byPath = (language: Language, extra: string[]) =>
    Object.fromEntries(
      Object.entries(words).map(([path, names]) => [path, files(language, [...extra, ...names])]),
    );
  return { 'zh-CN': byPath('zh-CN', ['common']), 'en-US': byPath('en-US', ['common']) };
}

/**
 * The preload tables in few bytes (index.html is sent uncompressed, and should fit the first round
 * trip): the file names once, each table's paths as their indexes.
 */
function compact(tables: Record<string, Record<string, string[]>>): {
  files: string[];
  tables: Record<string, Record<string, number[]>>;
} {
  const files = [...new Set(Object.values(tables).flatMap((table) => Object.values(table).flat()))];
  const index = new Map(files.map((file, position) => [file, position]));
  const indexes = (table: Record<string, string[]>) =>
    Object.fromEntries(
      Object.entries(table).map(([path, list]) => [path, list.map((file) => index.get(file)!)]),
    );
  return {
    files,
    tables: Object.fromEntries(
      Object.entries(tables).map(([name, table]) => [name, indexes(table)]),
    ),
  };
}

/**
 * Runs as the HTML arrives, before any module: (1) asks for the opened screen's own code and styles,
 * and the words it shows at once in the reader's language, beside the entry, instead of after the
 * entry has run and the router has matched; (2) puts the screen's frame, which React rendered at
 * build time in both languages, into the page in the reader's language (the language rule of
 * src/i18n/languages.ts), so the phone shows it at once. The app hydrates it (main.tsx).
 */
const SCRIPT = (
  routes: Record<string, string[]>,
  words: Record<Language, Record<string, string[]>>,
  frames: FrameTemplates,
  titles: ShellTitles,
  base: string,
  entries: string[],
  care: { storageKey: string; files: Record<string, string[]> },
  largeTextKey: string,
) => {
  const table = compact({ code: routes, care: care.files, ...words });
  return `(function () {
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  var saved = null, care = false, html = document.documentElement;
  try {
    saved = localStorage.getItem('dehong.language');
    care = localStorage.getItem(${JSON.stringify(care.storageKey)}) === '1';
    if (localStorage.getItem(${JSON.stringify(largeTextKey)}) === '1') html.classList.add('large-text');
  } catch (e) {}
  var wanted = saved === 'zh-CN' || saved === 'en-US' ? saved :
    /^zh/i.test((navigator.languages && navigator.languages[0]) || navigator.language || '') ? 'zh-CN' : 'en-US';
  var names = ${JSON.stringify(table.files)};
  var tables = ${JSON.stringify(table.tables)};
  var files = (tables.code[path] || []).concat(tables[wanted][path] || []);
  // Care mode's class and style sheet before the first paint: its sheet holds the paint back
  // (blocking=render) rather than the screen showing at the standard size first.
  if (care) {
    html.classList.add('care');
    files = files.concat(tables.care['*'] || [], tables.care[path] || []);
  }
  for (var i = 0; i < files.length; i++) {
    var file = names[files[i]];
    var link = document.createElement('link');
    if (/\\.css$/.test(file) && care && (tables.care['*'] || []).indexOf(files[i]) >= 0) {
      link.rel = 'stylesheet';
      link.setAttribute('blocking', 'render');
    } else if (/\\.css$/.test(file)) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.href = ${JSON.stringify(base)} + file;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }
  // The app starts once the frame below is on screen (the next frame, or 100 ms if the tab
  // paints no frames); its code downloads meanwhile (the modulepreload links). The first entry
  // (src/start.ts) asks for the screen's data; its few chunks arrive before the app's.
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entries = ${JSON.stringify(entries)};
    for (var i = 0; i < entries.length; i++) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entries[i];
      document.head.appendChild(script);
    }
  }
  requestAnimationFrame(function () { setTimeout(start, 0); });
  setTimeout(start, 100);
  var title = ${JSON.stringify(escapedTitles(titles))}[path];
  if (!title || (path === '/m/home' && /[?&]tab=(map|mine)/.test(location.search))) return;
  var frame = ${JSON.stringify(frames)}[wanted][title.back ? 'back' : 'plain'];
  html.lang = wanted;
  document.getElementById('root').innerHTML = frame[0] + title[wanted] + frame[1];
})();`;
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The titles as the frames' markup holds them (React escapes text the same way). */
function escapedTitles(titles: ShellTitles): ShellTitles {
  return Object.fromEntries(
    Object.entries(titles).map(([path, title]) => [
      path,
      {
        'zh-CN': escapeHtml(title['zh-CN']),
        'en-US': escapeHtml(title['en-US']),
        back: title.back,
      },
    ]),
  );
}

/**
 * Renders each cold screen's frame with React (first-paint-frames.tsx, built for Node here so that
 * its CSS modules have the class names of the app's build; React and i18next load from the
 * workspace's node_modules).
 */
async function prerenderFrames(root: string): Promise<FrameTemplates> {
  const outDir = join(root, 'node_modules/.cache', `first-paint-${process.pid}-${Date.now()}`);
  mkdirSync(outDir, { recursive: true });
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias: [{ find: '@', replacement: join(root, 'src') }] },
      build: {
        ssr: join(root, 'vite-plugins/first-paint-frames.tsx'),
        outDir,
        emptyOutDir: true,
        rolldownOptions: { output: { entryFileNames: 'frames.mjs' } },
      },
    });
    const frames = (await import(pathToFileURL(join(outDir, 'frames.mjs')).href)) as {
      renderFrameTemplates: () => Promise<FrameTemplates>;
    };
    return await frames.renderFrameTemplates();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Every class the frames use must be one the app's style sheets define, or the frame is bare. */
function checkClasses(frames: FrameTemplates, bundle: OutputBundle) {
  const css = Object.values(bundle)
    .filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'))
    .map((item) => String((item as { source: string | Uint8Array }).source))
    .join('\n');
  const markup = Object.values(frames).flatMap(({ back, plain }) => [...back, ...plain]);
  for (const html of markup) {
    for (const [, names] of html.matchAll(/class="([^"]+)"/g)) {
      for (const name of names!.split(/\s+/)) {
        if (!css.includes(`.${name}`)) {
          throw new Error(`first-paint: the frame's class ${name} is in none of the app's styles`);
        }
      }
    }
  }
}

/**
 * The first paint of a cold open, before the JavaScript has arrived: the opened screen's frame,
 * rendered by React at build time (react-dom/static, first-paint-frames.tsx) and hydrated by the
 * app, put in by a small script inline in index.html, and that screen's code and words requested
 * from the first byte. The script is inline so that nothing waits for a request of its own before the
 * frame and the screen's requests: a server's Content-Security-Policy allows it by the response's
 * nonce (the simulator puts it on the tag, web-app.ts) or by the script's sha256 hash.
 * `firstModule` (src/start.ts), the entry that asks the screen's first calls, runs before the app.
 */
export function firstPaint(
  titles: ShellTitles,
  words: Record<string, readonly string[]>,
  firstModule: string,
  care: CareModeFiles,
  largeTextKey: string,
): Plugin {
  let base = '/';
  let root = process.cwd();
  let frames: Promise<FrameTemplates> | undefined;
  return {
    name: 'dehong:first-paint',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = `${config.base}assets/`;
      root = config.root;
    },
    buildStart() {
      // Beside the app's build; the frames are needed when index.html is written.
      frames = prerenderFrames(root);
      frames.catch(() => undefined);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) return html;
        // Only the screens with a painted frame (the cold screens) are preloaded.
        const bundle = context.bundle as unknown as OutputBundle;
        const routes = Object.fromEntries(
          Object.entries(routeFiles(bundle)).filter(([path]) => path in titles),
        );
        // The entry's script tag and Vite's preloads of its chunks become preloads of both entries'
        // chunks, the first module's (src/start.ts) first; the script below runs both after the
        // first paint, the first module first.
        const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const entry = tag.exec(html)?.[1];
        if (!entry) throw new Error('first-paint: index.html has no entry script');
        const first = staticClosure(bundle, (chunk) => chunk.facadeModuleId === firstModule);
        const app = staticClosure(bundle, (chunk) => `${base}${chunk.fileName}`.endsWith(entry));
        // The app's chunks largest first: on a phone's six connections the largest (the router)
        // would otherwise start last and be the last to arrive.
        const size = (file: string) => (bundle[`assets/${file}`] as OutputChunk).code.length;
        const rest = app.filter((file) => !first.includes(file) && file !== app.at(-1));
        rest.sort((a, b) => size(b) - size(a));
        const files = [...first, ...rest, ...app.slice(-1)].map((file) => `${base}${file}`);
        if (!first.length || files.at(-1) !== entry) {
          throw new Error(`first-paint: no entry chunk for ${firstModule} or ${entry}`);
        }
        const preloads = files
          .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
          .join('\n    ');
        const page = html
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
          .replace(tag, preloads);
        const painted = await frames!;
        checkClasses(painted, bundle);
        // Minified like the app's own code: it is part of what every cold open waits for.
        const source = minifySync(
          'first-paint.js',
          SCRIPT(
            routes,
            wordFiles(bundle, words),
            painted,
            titles,
            base,
            [`${base}${first.at(-1)}`, entry],
            { storageKey: care.storageKey, files: careFiles(bundle, care.modules) },
            largeTextKey,
          ),
          {
            compress: { target: 'es2015' },
          },
        ).code;
        if (/<\/script|<!--/i.test(source)) {
          throw new Error('first-paint: the script would end early');
        }
        const tags: HtmlTagDescriptor[] = [{ tag: 'script', children: source, injectTo: 'body' }];
        return { html: page, tags };
      },
    },
  };
}
