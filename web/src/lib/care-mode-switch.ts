import { CARE_CLASS, careModeChanged, loadCareStyles } from './care-mode';
import { CARE_MODE_KEY, CARE_OFFERED_KEY } from './care-mode-key';

const write = (key: string, on: boolean) => {
  try {
    if (on) localStorage.setItem(key, '1');
    else localStorage.removeItem(key);
  } catch {
    // private mode: the choice lasts for this visit only
  }
};

/** Turns care mode on or off; on waits for its style sheet, so nothing shows half-sized. */
export async function setCareMode(on: boolean): Promise<void> {
  if (on) await loadCareStyles();
  write(CARE_MODE_KEY, on);
  markCareModeOffered();
  document.documentElement.classList.toggle(CARE_CLASS, on);
  careModeChanged();
}

/** Remembers that care mode was offered: the offer shows on the first visit only. */
export const markCareModeOffered = () => write(CARE_OFFERED_KEY, true);
