import Popup from 'antd-mobile/es/components/popup';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import pageStyles from './page.module.css';
import styles from './doc-sheet.module.css';

/**
 * A page opened over the current screen (a news article, customer service): the whole screen,
 * with the app's navigation bar and its back arrow, which closes it and leaves the owner where
 * they were. `lang`: the language of the title when it is operator text.
 */
export function DocSheet({
  open,
  title,
  lang,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  lang?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Popup
      visible={open}
      position="right"
      onClose={onClose}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <div role="dialog" aria-label={title} className={styles.frame}>
        <header className={pageStyles.navBar}>
          <div className={pageStyles.side}>
            <button
              type="button"
              className={pageStyles.back}
              aria-label={t('actions.back')}
              onClick={onClose}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden>
                <path d="m15 5-7 7 7 7" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          <h2 className={pageStyles.title} lang={lang}>
            {title}
          </h2>
          <div className={pageStyles.side} />
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </Popup>
  );
}
