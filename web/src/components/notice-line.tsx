import type { ReactNode } from 'react';
import styles from './notice-line.module.css';

/**
 * A notice across the screen in plain markup, as antd-mobile's wrapping NoticeBar looks (`info`
 * blue, `alert` amber): for the screens owners open cold, which do not wait for antd-mobile.
 * `alert` is announced when it appears.
 */
export function NoticeLine({ color, children }: { color: 'info' | 'alert'; children: ReactNode }) {
  return (
    <p
      className={`${styles.notice} ${color === 'alert' ? styles.alert : styles.info}`}
      role={color === 'alert' ? 'alert' : undefined}
    >
      {children}
    </p>
  );
}
