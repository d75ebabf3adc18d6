import { useSyncExternalStore } from 'react';
import { CARE_MODE_KEY, CARE_OFFERED_KEY } from './care-mode-key';

/**
 * Care mode (长辈版), after the MIIT's aging-friendly design spec for apps: text of 18 px and
 * more, line height of 1.3 and more, targets of 60 x 60 px, contrast of 4.5:1 for all text, no
 * promotions or pop-ups, and a home of big buttons in one column. It is the `care` class on the
 * document and the style sheet `care-mode.css`, which only care mode loads. The choice stays on
 * this phone (CARE_MODE_KEY); index.html's first paint (vite-plugins/first-paint.ts) puts the
 * class and the style sheet on the page before it paints, so a cold screen never flashes at the
 * standard size first. Turning it on or off: care-mode-switch.ts (loaded when asked).
 */
export const CARE_CLASS = 'care';
const listeners = new Set<() => void>();

const storedFlag = (key: string) => {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};

export const loadCareStyles = () => import('./care-styles');

export const isCareMode = () => document.documentElement.classList.contains(CARE_CLASS);

/** Puts the stored choice on the document (main.tsx, before the first screen). */
export function applyCareMode(): void {
  if (!storedFlag(CARE_MODE_KEY)) return;
  void loadCareStyles();
  document.documentElement.classList.add(CARE_CLASS);
}

/** Whether the first visit's offer is still to be made. */
export const careModeToOffer = () => !storedFlag(CARE_OFFERED_KEY);

/** Tells the screens that care mode went on or off. */
export const careModeChanged = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useCareMode = () => useSyncExternalStore(subscribe, isCareMode, () => false);
