import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './nav-bar.module.css';

/**
 * The app's navigation bar: a back arrow (when `onBack`), the title and an optional right side.
 * Plain markup rather than antd-mobile's NavBar: it is on the first screen, and its back arrow is
 * a real button. `heading`: h1 for a screen, h2 for a sheet over one; `lang`: the title's language
 * when it is operator text.
 */
export function NavBar({
  title,
  heading: Heading = 'h1',
  lang,
  onBack,
  right,
}: {
  title: string;
  heading?: 'h1' | 'h2';
  lang?: string;
  onBack?: () => void;
  right?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <header className={styles.navBar}>
      <div className={styles.side}>
        {onBack ? (
          <button
            type="button"
            className={styles.back}
            aria-label={t('actions.back')}
            onClick={onBack}
          >
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden>
              <path d="m15 5-7 7 7 7" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        ) : null}
      </div>
      <Heading className={styles.title} lang={lang}>
        {title}
      </Heading>
      <div className={`${styles.side} ${styles.right}`}>{right}</div>
    </header>
  );
}
