/**
 * What `use-sync-external-store/shim` exports under React 18 and later: React's own hook (the
 * package's production build answers `React.useSyncExternalStore` whenever React has it). The
 * build, the tests and `vite dev` resolve the package here (vite.config.ts): react-i18next gets
 * the hook of Preact's compatibility layer, with no CommonJS wrapper that would require React.
 */
export { useSyncExternalStore } from 'react';
