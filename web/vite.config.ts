import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';
import { precompress } from './vite-plugins/precompress';

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

const SCREEN_KIT =
  /[\\/]src[\\/](components[\\/](page|menu-grid)|hooks[\\/]use-format|config[\\/]menus[\\/]entry)[.\\/]/;
/** A news item and its styles: the home tab's latest news and the news screens share them. */
const NEWS_ITEM =
  /[\\/]src[\\/]features[\\/]material[\\/]components[\\/](news-item|material\.module)/;

/**
 * antd-mobile and the packages only it uses, in two chunks: what a pop-up needs (the plate
 * keyboard's first tap on /m/home: Popup, Button and what they are built on), then every other
 * component. Its locales stay apart (one per language, with the helper they share).
 */
const ANTD_POPUP =
  /node_modules[\\/](antd-mobile[\\/]es[\\/](components[\\/](popup|mask|button|dot-loading|safe-area|config-provider)|utils(?![\\/]merge-locale))|@react-spring|@use-gesture|ahooks|staged-components|rc-util|@rc-component|@babel[\\/]runtime|classnames|lodash|react-is)[\\/]/;
const ANTD_MOBILE =
  /node_modules[\\/](antd-mobile(?![\\/]es[\\/](locales|utils[\\/]merge-locale))|antd-mobile-icons|@floating-ui|rc-[a-z-]+|runes2|nano-memoize|react-fast-compare|deepmerge|antd-mobile-v5-count)[\\/]/;

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

export default defineConfig(({ command }) => {
  const simulator = process.env.SIM_URL ?? 'http://127.0.0.1:8080';
  const proxy = { target: simulator, changeOrigin: false };
  return {
    plugins: [react(), fakePayBridgeInDev(), precompress()],
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
        output: {
          codeSplitting: {
            groups: [
              // React changes least often: its own long-cached chunk.
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // Everything the entry needs before the first screen, in one request.
              { name: 'shell', tags: ['$initial' as const] },
              // antd-mobile's components and their helpers, in two long-cached chunks: split per
              // module they made a screen like the payment page fetch some 40 files of 1-3 KB on a
              // slow link. The first screen uses none of them.
              // The page frame, the menu grid and the formatters most screens use (the first screen
              // too): one small chunk instead of three, each with its own stylesheet.
              { name: 'screen-kit', test: SCREEN_KIT },
              { name: 'news-item', test: NEWS_ITEM },
              { name: 'antd-popup', test: ANTD_POPUP },
              { name: 'antd-mobile', test: ANTD_MOBILE },
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
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 20_000,
      hookTimeout: 30_000,
    },
  };
});
