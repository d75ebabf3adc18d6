import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown for a button: `start()` shows `display` at once, then counts one down per
 * second from `from` and ends (`secondsLeft` null) when it reaches zero.
 */
export function useCountdown(from: number, display: number = from) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const running = secondsLeft !== null;

  useEffect(() => {
    if (!running) return;
    let next = from;
    const timer = setInterval(() => {
      if (next > 0) {
        setSecondsLeft(next);
        next -= 1;
      } else {
        clearInterval(timer);
        setSecondsLeft(null);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [running, from]);

  const start = useCallback(() => setSecondsLeft(display), [display]);
  const stop = useCallback(() => setSecondsLeft(null), []);
  return { secondsLeft, running, start, stop };
}
