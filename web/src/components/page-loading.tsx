import styles from './page-loading.module.css';

/**
 * Shown while a screen's code, words or first data load: three pulsing dots, CSS only (it is part
 * of the first download). No words: it is also the fallback while the words themselves load.
 */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={styles.loading}>
      <span className={styles.dot} />
      <span className={styles.dot} />
      <span className={styles.dot} />
    </div>
  );
}
