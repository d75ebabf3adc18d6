import { useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * False until the frame showing this component's first render has been painted. What sits below
 * the fold can wait for it before fetching code of its own: on a slow link that code would
 * otherwise share the bandwidth with the first screen's largest picture.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return;
    return afterNextPaint(() => setPainted(true));
  }, [painted]);
  return painted;
}
