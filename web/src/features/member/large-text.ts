import { useSyncExternalStore } from 'react';

/**
 * Large text, the elder-friendly setting (issue 13): the whole app's text at 130 %, through the
 * text-size adjustment that phone browsers apply to every font size; it is the same mechanism as
 * the chat app's own font setting (which sets it on the body), so layouts that hold for one hold
 * for the other. The choice stays on this phone.
 */
export const LARGE_TEXT_SCALE = 1.3;
const STORAGE_KEY = 'dehong.largeText';
const CLASS_NAME = 'large-text';
const listeners = new Set<() => void>();

function stored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Puts the stored choice on the document; main.tsx calls it before the first screen. */
export function applyLargeText(on: boolean = stored()): void {
  document.documentElement.classList.toggle(CLASS_NAME, on);
}

export function setLargeText(on: boolean): void {
  try {
    if (on) window.localStorage.setItem(STORAGE_KEY, '1');
    else window.localStorage.removeItem(STORAGE_KEY);
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
const snapshot = () => document.documentElement.classList.contains(CLASS_NAME);

export function useLargeText(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
