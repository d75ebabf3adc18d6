import { useSyncExternalStore } from 'react';
import { LARGE_TEXT_CLASS, applyLargeText } from './large-text';
import { LARGE_TEXT_KEY } from './large-text-key';

/** The large-text setting (the settings screen): stored on this phone, shown at once. */
const listeners = new Set<() => void>();

export function setLargeText(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(LARGE_TEXT_KEY, '1');
    else window.localStorage.removeItem(LARGE_TEXT_KEY);
  } catch {
    // private mode: the choice lasts for this visit only
  }
  applyLargeText(on);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => document.documentElement.classList.contains(LARGE_TEXT_CLASS);

export function useLargeText(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
