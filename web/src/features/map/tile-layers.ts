/** AutoNavi (Gaode), the operator's Chinese provider: its road tiles and its live traffic. */
export const DEFAULT_TILE_URLS = [
  'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
  'https://tm.amap.com/trafficengine/mapabc/traffictile?v=1.0&t=1&x={x}&y={y}&z={z}',
];

export interface TileLayers {
  base: string;
  /** Absent when the provider has no traffic layer. */
  traffic: string | null;
  subdomains: string;
}

/** The configured tile layers (VITE_MAP_TILE_URLS: base map, then traffic), else AutoNavi's. */
export function tileLayers(
  urls: string | undefined = import.meta.env.VITE_MAP_TILE_URLS,
  subdomains: string | undefined = import.meta.env.VITE_MAP_TILE_SUBDOMAINS,
): TileLayers {
  const configured = (urls ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const [base, traffic] = configured.length > 0 ? configured : DEFAULT_TILE_URLS;
  return {
    base: base ?? '',
    traffic: traffic ?? null,
    subdomains: subdomains?.trim() || '1234',
  };
}

/** A traffic template that asks for fresh tiles: a cache-busting parameter of the given time. */
export function freshTiles(template: string, stamp: number): string {
  return `${template}${template.includes('?') ? '&' : '?'}_=${stamp}`;
}
