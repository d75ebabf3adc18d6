import type { LatLng } from './geo';
import { wgs84ToGcj02 } from './geo';

/**
 * The chat app's location calls, through the same `window.WeixinJSBridge` as its pay sheet: its
 * JS-SDK names them `geoLocation` (wx.getLocation, GCJ-02 asked for) and `openLocation` (its own
 * map, with the way there). A bridge without them answers `<name>:fail`; the browser's geolocation
 * and the AutoNavi map link stand in.
 */
interface ChatLocationBridge {
  invoke(
    method: 'geoLocation' | 'openLocation',
    params: Record<string, unknown>,
    callback: (result: {
      err_msg?: string;
      latitude?: number | string;
      longitude?: number | string;
    }) => void,
  ): void;
}

/** The bridge the pay code declares, seen with its location calls (the same object). */
function chatBridge(): ChatLocationBridge | null {
  const bridge: unknown = typeof window === 'undefined' ? undefined : window.WeixinJSBridge;
  return bridge && typeof (bridge as { invoke?: unknown }).invoke === 'function'
    ? (bridge as ChatLocationBridge)
    : null;
}

const ok = (result: { err_msg?: string }) => /:ok$/.test(result.err_msg ?? '');

/** How long a location may take before the owner is told it failed. */
export const LOCATE_TIMEOUT_MS = 10_000;

function fromChatApp(bridge: ChatLocationBridge): Promise<LatLng | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), LOCATE_TIMEOUT_MS);
    bridge.invoke('geoLocation', { type: 'gcj02' }, (result) => {
      clearTimeout(timer);
      const lat = Number(result.latitude);
      const lng = Number(result.longitude);
      resolve(ok(result) && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null);
    });
  });
}

function fromBrowser(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve(wgs84ToGcj02({ lat: coords.latitude, lng: coords.longitude })),
      (error) => reject(new Error(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed')),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  });
}

/** Where the owner is (GCJ-02): the chat app's own call first, else the browser's geolocation. */
export async function locateMe(): Promise<LatLng> {
  const bridge = chatBridge();
  const fromChat = bridge ? await fromChatApp(bridge) : null;
  return fromChat ?? fromBrowser();
}

export interface Destination extends LatLng {
  name: string;
  address: string;
}

/** AutoNavi's link: its app when installed (callnative), else its web map, with the route there. */
export function mapAppUrl(to: Destination): string {
  const query = new URLSearchParams({
    to: `${to.lng},${to.lat},${to.name}`,
    mode: 'car',
    coordinate: 'gaode',
    callnative: '1',
  });
  return `https://uri.amap.com/navigation?${query.toString()}`;
}

/**
 * Opens the chat app's map at the destination; false when there is no chat app or it refused
 * (then the map app link goes instead).
 */
export function openInChatMap(to: Destination): Promise<boolean> {
  const bridge = chatBridge();
  if (!bridge) return Promise.resolve(false);
  return new Promise((resolve) => {
    bridge.invoke(
      'openLocation',
      { latitude: to.lat, longitude: to.lng, name: to.name, address: to.address, scale: 16 },
      (result) => resolve(ok(result)),
    );
  });
}
