import type { ReactNode } from 'react';
import styles from './info-rows.module.css';

/** Label / value rows of a record (an order, an invoice...). */
export function InfoRows({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
