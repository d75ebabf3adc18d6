/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The operator API's origin; empty (default) means the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /**
   * The map's tile layers as Leaflet URL templates separated by commas: the base map first, then
   * optionally the traffic layer (refreshed every 180 s). Default: AutoNavi's road and traffic
   * tiles. The simulator's Content-Security-Policy allows the hosts of the same variable.
   */
  readonly VITE_MAP_TILE_URLS?: string;
  /** The values of `{s}` in the tile templates (default `1234`, AutoNavi's sub-domains). */
  readonly VITE_MAP_TILE_SUBDOMAINS?: string;
}
