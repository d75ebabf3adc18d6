import type { Plugin } from 'vite';

const SHIM = /^use-sync-external-store\/shim(\/index(\.js)?)?$/;
const ID = '\0react-use-sync-external-store';

/**
 * `use-sync-external-store/shim` (react-i18next, antd-mobile) backports a hook React 18 made its
 * own: on React 19 the shim only hands React's hook back, after 0.3 KB gzip of the fallback for
 * React 17 that every page downloaded. The build takes React's hook directly.
 */
export function reactSyncExternalStore(): Plugin {
  return {
    name: 'dehong:react-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (SHIM.test(source) ? ID : null),
    load: (id) => (id === ID ? "export { useSyncExternalStore } from 'react';" : null),
  };
}
