import { distanceMetres, type LatLng } from '@dehong/api-spec/domain';

/** A point as the map and the lots give it: GCJ-02, the coordinates Chinese map providers use. */
export type { LatLng };

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Each item with its distance from `me`, nearest first (a stable sort: ties keep their order). */
export function byDistance<T extends LatLng>(items: readonly T[], me: LatLng) {
  return items
    .map((item) => ({ item, metres: distanceMetres(me, item) }))
    .sort((a, b) => a.metres - b.metres);
}

// GCJ-02 from WGS-84 (what a browser's geolocation gives): the published approximation, accurate
// to a metre or so; outside China the two are the same.
const A = 6_378_245;
const EE = 0.006_693_421_622_965_943;

function outOfChina({ lat, lng }: LatLng): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function shiftLat(x: number, y: number): number {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return r;
}

function shiftLng(x: number, y: number): number {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return r;
}

export function wgs84ToGcj02(point: LatLng): LatLng {
  if (outOfChina(point)) return point;
  const x = point.lng - 105;
  const y = point.lat - 35;
  const radLat = rad(point.lat);
  const magic = 1 - EE * Math.sin(radLat) ** 2;
  const sqrtMagic = Math.sqrt(magic);
  const dLat = (shiftLat(x, y) * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  const dLng = (shiftLng(x, y) * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return { lat: point.lat + dLat, lng: point.lng + dLng };
}
