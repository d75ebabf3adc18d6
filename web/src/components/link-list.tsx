import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './link-list.module.css';

export interface LinkRow {
  key: string;
  title: string;
  /** Shown at the end of the row (a value, a picture). */
  extra?: ReactNode;
  /** Where the row goes; rows without a target are plain. */
  to?: string;
}

/** Rows of a settings-like list; each row with a target is a real link (with its chevron). */
export function LinkList({ label, rows }: { label: string; rows: readonly LinkRow[] }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map((row) => {
        const content = (
          <>
            <span className={styles.title}>{row.title}</span>
            {row.extra ? <span className={styles.extra}>{row.extra}</span> : null}
            {row.to ? (
              <svg className={styles.arrow} viewBox="0 0 24 24" aria-hidden>
                <path d="m9 5 7 7-7 7" stroke="currentColor" strokeWidth="2" fill="none" />
              </svg>
            ) : null}
          </>
        );
        return (
          <li key={row.key}>
            {row.to ? (
              <Link to={row.to} className={styles.row}>
                {content}
              </Link>
            ) : (
              <div className={styles.row}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
