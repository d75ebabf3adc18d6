/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The operator API's origin; empty (default) means the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
}
