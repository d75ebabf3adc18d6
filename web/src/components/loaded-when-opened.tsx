import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazy pop-up (its children, e.g. a `lazy()` keyboard or sheet) from the first time it
 * is opened, under its own `<Suspense>`, and keeps it mounted after it closes: the pop-up plays its
 * close animation and keeps what it holds, and its chunk is asked for once. Until then nothing of
 * it renders, so its code (antd-mobile's pop-ups and their animation library) stays off the first
 * load of the screens owners open cold (web/README.md, "cold screens").
 */
export function LoadedWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Remembered during render (React's "state from props" pattern): the first open mounts at once.
  if (open && !opened) setOpened(true);
  return open || opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
