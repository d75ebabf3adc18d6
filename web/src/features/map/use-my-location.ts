import { useCallback, useState } from 'react';
import { locateMe } from './chat-location';
import type { LatLng } from './geo';

export type LocationState =
  | { status: 'idle' | 'locating'; position: LatLng | null }
  | { status: 'located'; position: LatLng }
  | { status: 'failed'; position: LatLng | null; reason: 'denied' | 'unsupported' | 'failed' };

/** The owner's position, asked for only when they tap "locate me". */
export function useMyLocation() {
  const [state, setState] = useState<LocationState>({ status: 'idle', position: null });
  const locate = useCallback(() => {
    setState((previous) => ({ status: 'locating', position: previous.position }));
    locateMe().then(
      (position) => setState({ status: 'located', position }),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : '';
        const reason = message === 'denied' || message === 'unsupported' ? message : 'failed';
        setState((previous) => ({ status: 'failed', position: previous.position, reason }));
      },
    );
  }, []);
  return { ...state, locate };
}
