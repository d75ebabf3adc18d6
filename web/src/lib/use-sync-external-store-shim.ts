/**
 * What `use-sync-external-store/shim` exports under React 18 and later: React's own hook (the
 * package's production build answers `React.useSyncExternalStore` whenever React has it). A build
 * resolves the package here (vite.config.ts), so react-i18next's import of it costs nothing in the
 * entry instead of the fallback shim and its CommonJS wrapper.
 */
export { useSyncExternalStore } from 'react';
