/** When a tab paints no frames (a background tab), the wait ends after this long anyway. */
const NO_FRAME_MS = 100;

/**
 * Runs `callback` in a task of its own once the browser has painted its next frame (or after
 * 100 ms in a tab that paints none). Returns what cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  // A frame callback runs just before that frame is painted; a task it queues runs after.
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (afterFrame = setTimeout(run, 0)));
  const fallback = setTimeout(run, NO_FRAME_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  };
}
