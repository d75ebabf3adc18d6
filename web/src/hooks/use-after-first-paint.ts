import { useEffect, useState } from 'react';

/** When a tab paints no frames (a background tab), the wait ends after this long anyway. */
const NO_FRAME_MS = 100;

/**
 * False until the frame showing this component's first render has been painted. What sits below
 * the fold can wait for it before fetching code of its own: on a slow link that code would
 * otherwise share the bandwidth with the first screen's largest picture.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    const done = () => setPainted(true);
    // A frame callback runs just before that frame is painted; a task it queues runs after.
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (afterFrame = setTimeout(done, 0)));
    const fallback = setTimeout(done, NO_FRAME_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
  }, [painted]);
  return painted;
}
