import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const require = createRequire(import.meta.url);

/** `antd-mobile/es/components/<name>` for every component, as the app imports them. */
function antdComponents(): string[] {
  const dir = join(dirname(require.resolve('antd-mobile/package.json')), 'es/components');
  return readdirSync(dir).map((name) => `antd-mobile/es/components/${name}`);
}

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

export default defineConfig(() => {
  const simulator = process.env.SIM_URL ?? 'http://127.0.0.1:8080';
  const proxy = { target: simulator, changeOrigin: false };
  return {
    plugins: [react(), fakePayBridgeInDev()],
    resolve: {
      alias: { '@': src },
      // The workspace root holds a React 18 (a peer of antd-mobile's animation library); the app
      // and every library it bundles must share this workspace's React 19.
      dedupe: ['react', 'react-dom'],
      mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'],
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
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      globalSetup: ['./src/testing/global-setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 20_000,
      hookTimeout: 30_000,
      deps: {
        optimizer: {
          // Pre-bundle the React libraries so they resolve this workspace's React 19 (`dedupe`)
          // instead of the root's React 18, as they do in the browser build.
          client: {
            enabled: true,
            include: [
              'react',
              'react-dom',
              'react-dom/client',
              'react-router-dom',
              '@tanstack/react-query',
              'react-i18next',
              '@testing-library/react',
              // The app imports antd-mobile by path (see README: never from its root).
              ...antdComponents(),
              'antd-mobile/es/locales/en-US',
              'antd-mobile/es/locales/zh-CN',
              'antd-mobile/es/utils/unstable-render',
              'antd-mobile/es/global',
            ],
            rolldownOptions: {
              plugins: [
                {
                  // jsdom renders no styles; the CSS antd-mobile imports is dropped.
                  name: 'ignore-css',
                  resolveId: (id: string) => (id.endsWith('.css') ? { id, external: false } : null),
                  load: (id: string) => (id.endsWith('.css') ? '' : null),
                },
              ],
            },
          },
        },
      },
    },
  };
});
