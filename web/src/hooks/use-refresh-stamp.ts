import { useEffect, useState } from 'react';

/** A time stamp that changes every `seconds`: what a live layer refreshes on. */
export function useRefreshStamp(seconds: number): number {
  const [stamp, setStamp] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setStamp(Date.now()), seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return stamp;
}
