import type { ReactNode } from 'react';
import styles from './form-field.module.css';

/** A labelled form row: label, control (with `id`), an optional action beside it and an error. */
export function FormField({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <div className={styles.control}>{children}</div>
        {extra}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
