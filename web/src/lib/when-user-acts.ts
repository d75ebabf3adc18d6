const FIRST_ACTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Runs `task` once, at the user's first touch, click or key press on the page: the moment a
 * navigation may follow (a tap's click comes after its pointerdown), without spending the first
 * load's bandwidth on it. Returns the cancel.
 */
export function whenUserActs(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, run, { capture: true });
  };
  for (const type of FIRST_ACTS) {
    window.addEventListener(type, run, { capture: true, passive: true });
  }
  return cancel;
}
