import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { COLD_SCREEN_WORDS } from './src/app/cold-screen-words';
import { paths } from './src/config/paths';
import { LARGE_TEXT_KEY } from './src/features/member/large-text-key';
import { CARE_MODE_KEY } from './src/lib/care-mode-key';
import enScreens from './src/i18n/locales/en-US/screens';
import zhScreens from './src/i18n/locales/zh-CN/screens';
import { firstPaint, type ShellTitles } from './vite-plugins/first-paint';
import { precompress } from './vite-plugins/precompress';
import { reactRouterTreeShaking } from './vite-plugins/react-router-tree-shaking';
import { reactSyncExternalStore } from './vite-plugins/react-sync-external-store';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** The operator's services and the simulator's own admin and fake chat-platform routes. */
const API_PREFIXES = '^/(sso|user|parking|material|tools|component|pay|charge|log)/';
const SIMULATOR_PREFIXES = '^/__(admin|chat)(/|$)';

/**
 * In `vite dev` only, load the simulator's stand-in for the chat app's pay bridge (proxied like the
 * API), as the simulator does for the built app. The production build never references it.
 */
function fakePayBridgeInDev(): Plugin {
  return {
    name: 'dehong:fake-pay-bridge-in-dev',
    apply: 'serve',
    transformIndexHtml: () => [
      { tag: 'script', attrs: { src: '/__chat/bridge.js' }, injectTo: 'head' },
    ],
  };
}

/** Screens without a back arrow: the tab shell's home and the login. */
const NO_BACK = new Set(['home', 'login', 'payResult']);

/**
 * The screens owners open cold from outside the app (the chat app's menu, a space's code, a
 * renewal or payment message, a shared link), which index.html paints at once and whose code it
 * asks for from the first byte. The others are reached inside the app, its code already running.
 */
const COLD_SCREENS = new Set([
  'home',
  'login',
  'orderPayment',
  'orderList',
  'orderShow',
  'cardPay',
  'shop',
]);

/** The cold screens' titles in both languages, for the frame index.html paints (first-paint.ts). */
function shellTitles(): ShellTitles {
  const titles: ShellTitles = {};
  for (const [name, { path }] of Object.entries(paths)) {
    if (!COLD_SCREENS.has(name) || !(name in zhScreens)) continue;
    const key = name as keyof typeof zhScreens;
    titles[path] = { 'zh-CN': zhScreens[key], 'en-US': enScreens[key], back: !NO_BACK.has(name) };
  }
  return titles;
}

/** The words each cold screen shows at once, by its route path (first-paint.ts asks for them). */
function coldScreenWords(): Record<string, readonly string[]> {
  return Object.fromEntries(
    Object.entries(COLD_SCREEN_WORDS).map(([name, words]) => [
      paths[name as keyof typeof COLD_SCREEN_WORDS].path,
      words,
    ]),
  );
}

const QUERY = /node_modules[\\/]@tanstack[\\/]/;
/**
 * TanStack Query's observers and hooks of lists that load page by page and of changes (mutations):
 * no first screen uses them, so they travel with the screens that do instead of with every page.
 */
const LATER_QUERY =
  /[\\/](useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions|useMutation|mutationObserver|mutationOptions|useQueries|queriesObserver|useSuspense\w*|usePrefetch\w*|useIsFetching|useMutationState|HydrationBoundary|hydration)\.js$/;

const SCREEN_KIT =
  /[\\/]src[\\/](components[\\/](page|menu-grid)|hooks[\\/]use-format|config[\\/]menus[\\/]entry)[.\\/]/;

/**
 * antd-mobile, its icons and the packages only it uses (the animation and gesture libraries under
 * its pop-ups and tabs), in one long-cached chunk: the payment, card and shop pages each need most
 * of it, and on a phone's HTTP/1.1 link every extra file waits for one of six connections. Its
 * locales stay apart (one per language, with the helper they share).
 */
const ANTD_MOBILE =
  /node_modules[\\/](antd-mobile(?![\\/]es[\\/](locales|utils[\\/]merge-locale))|antd-mobile-icons|@floating-ui|rc-[a-z-]+|@rc-component|runes2|nano-memoize|react-fast-compare|deepmerge|antd-mobile-v5-count|@react-spring|@use-gesture|ahooks|staged-components|@babel[\\/]runtime|classnames|lodash|react-is)[\\/]/;

/**
 * The words of the screens owners open cold (COLD_SCREEN_WORDS, and `common`), in two chunks per
 * language instead of one per namespace: such a screen asked for up to six files of 1-2 KB, each
 * waiting for one of a phone's six connections to its server while the screen's code and data
 * waited too. Home's words (with
 * the plate's, which the payment page shares) are a file of their own: in one file with the other
 * cold screens' words, home downloaded 4 KB gzip of words it never shows before its first paint.
 */
const HOME_WORDS = new Set<string>(COLD_SCREEN_WORDS.home);
const coldWords = (language: 'zh-CN' | 'en-US', part: 'home' | 'others') => {
  const home = new Set([...HOME_WORDS, 'common']);
  const others = new Set<string>(Object.values(COLD_SCREEN_WORDS).flat());
  for (const name of home) others.delete(name);
  const names = part === 'home' ? home : others;
  return new RegExp(
    `[\\\\/]src[\\\\/]i18n[\\\\/]locales[\\\\/]${language}[\\\\/](${[...names].join('|')})\\.ts$`,
  );
};

/**
 * Shared pieces under this size (source bytes before minifying) are copied into each screen chunk
 * that uses them instead of each being a file of its own: the payment page fetched some 30 files
 * of 1-2 KB, each waiting for one of a phone's six connections to its server.
 */
const INLINE_COMMON_BELOW = 16 * 1024;

/**
 * React Router 7's package exports point at its development build only (remix-run/react-router
 * #12437, #14102): dev warnings and checks ship to production, about 9 KB gzip of the entry. The
 * production build it also publishes is the same code without them; a build uses it.
 */
function reactRouterProductionBuild() {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

const START = join(src, 'start.ts');
/** What care mode loads from the first paint: its style sheet everywhere, its home on /m/home. */
const CARE_MODE = {
  storageKey: CARE_MODE_KEY,
  modules: {
    '*': join(src, 'lib/care-styles.ts'),
    [paths.home.path]: join(src, 'app/routes/m/home/care-home.tsx'),
  },
};
const MAIN = join(src, 'main.tsx');
const API = fileURLToPath(new URL('../api-spec/src/api.ts', import.meta.url));

/**
 * The modules each entry runs before anything else (its static imports, all the way down): known
 * once the build has read the module graph, for the chunk groups below.
 */
const entryModules = new Map<string, Set<string>>([
  [START, new Set()],
  [MAIN, new Set()],
  [API, new Set()],
]);
function findEntryModules(): Plugin {
  return {
    name: 'dehong:entry-modules',
    apply: 'build',
    buildEnd() {
      for (const [entry, modules] of entryModules) {
        modules.clear();
        const visit = (id: string) => {
          if (modules.has(id)) return;
          modules.add(id);
          this.getModuleInfo(id)?.importedIds.forEach(visit);
        };
        visit(entry);
      }
    },
  };
}
// The packages' indexes re-export modules the entries do not run (api-spec's login sealing code and
// shop calls, TanStack Query's later hooks): in these groups they would load with every page.
const NOT_RUN = (id: string) => /[\\/]api-spec[\\/]src[\\/]/.test(id) || LATER_QUERY.test(id);
const isStartModule = (id: string) => entryModules.get(START)!.has(id) && !NOT_RUN(id);
const isAppModule = (id: string) => entryModules.get(MAIN)!.has(id) && !NOT_RUN(id);
/**
 * The API client: openapi-fetch and createApi with the call groups it makes at once. The other
 * call groups (api-spec/src/later-calls.ts) and the login's sealing code load with their first
 * call, in chunks of their own; the domain rules go with the modules that use them.
 */
const isApiClientModule = (id: string) =>
  /node_modules[\\/]openapi-fetch[\\/]/.test(id) || entryModules.get(API)!.has(id);

export default defineConfig(({ command }) => {
  const simulator = process.env.SIM_URL ?? 'http://127.0.0.1:8080';
  const proxy = { target: simulator, changeOrigin: false };
  return {
    plugins: [
      react(),
      fakePayBridgeInDev(),
      findEntryModules(),
      firstPaint(shellTitles(), coldScreenWords(), START, CARE_MODE, LARGE_TEXT_KEY),
      precompress(),
      reactRouterTreeShaking(),
      reactSyncExternalStore(),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: src },
        ...(command === 'build' ? reactRouterProductionBuild() : []),
      ],
    },
    server: {
      proxy: { [API_PREFIXES]: proxy, [SIMULATOR_PREFIXES]: proxy },
    },
    build: {
      outDir: 'dist',
      // scripts/bundle-size.ts reads it to measure what each route loads.
      manifest: true,
      // Chat-app browsers on cheap phones run older Chromium-based web views.
      target: ['chrome87', 'safari14'],
      rolldownOptions: {
        // index.html (the app, main.tsx) and the first module it runs ahead of it.
        input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), start: START },
        output: {
          codeSplitting: {
            experimentalInlineCommonChunks: { maxSize: INLINE_COMMON_BELOW },
            groups: [
              // The runtime changes least often: React, React DOM and the scheduler in one
              // long-cached chunk.
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // What the entry needs before the first screen, in a few files of 10-30 KB instead of
              // one of 65 KB: on a phone's slow link each connection starts slowly (TCP slow
              // start), so several files on several connections arrive sooner than one on one.
              { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
              { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
              // The API client, then what src/start.ts needs besides: the first module a cold open
              // runs loads these two and nothing of the rest.
              { name: 'api', test: isApiClientModule },
              { name: 'start', test: isStartModule },
              { name: 'query', test: (id: string) => QUERY.test(id) && !LATER_QUERY.test(id) },
              // The app's own modules the entry runs, with the page frame, the menu grid and the
              // formatters every screen uses: two files fewer for each screen opened cold.
              { name: 'shell', test: (id: string) => isAppModule(id) || SCREEN_KIT.test(id) },
              { name: 'antd-mobile', test: ANTD_MOBILE },
              // The map's library (the map tab and the store page only), under its own name: as
              // the chunk shared by those two screens it was named after one of its small modules.
              {
                name: 'leaflet',
                test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet[\\/]core)[\\/]/,
              },
              { name: 'words-home-zh-CN', test: coldWords('zh-CN', 'home') },
              { name: 'words-home-en-US', test: coldWords('en-US', 'home') },
              { name: 'words-zh-CN', test: coldWords('zh-CN', 'others') },
              { name: 'words-en-US', test: coldWords('en-US', 'others') },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      // The files share one module cache and one jsdom per worker: React, antd-mobile, the app's
      // screens and the i18n catalogues load once per worker instead of once per file (most of
      // the run was each file's set-up). src/testing/setup.ts, run again for every file, leaves
      // the document, storage, timers and pop-ups clean after each test.
      isolate: false,
      globalSetup: ['./src/testing/global-setup.ts'],
      // Two workers, as the simulator's suite: Vitest's default on a 2-core machine is one, which
      // left a core idle at the end of `npm test`, where this suite runs alone.
      maxWorkers: 2,
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      // Hang guards only; a test waits up to 30 s for a screen (src/testing/setup.ts).
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
});
