import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Words for screen readers that the eye takes from the layout (e.g. "original price"). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.hidden}>{children}</span>;
}
