import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';
import styles from './page.module.css';

/**
 * A screen: navigation bar with its title (also the document title, which the chat app shows in
 * its own bar), the content, and an optional bar fixed to the bottom. The bar is plain markup
 * rather than antd-mobile's NavBar: it is on the first screen, and its back arrow is a real button.
 */
export function Page({
  title,
  back = true,
  right,
  footer,
  children,
}: {
  title: string;
  /** Show the back arrow (screens reached from elsewhere); it goes home when there is no history. */
  back?: boolean;
  right?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const goBack = useGoBack(paths.home.href());
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={styles.page}>
      <header className={styles.navBar}>
        <div className={styles.side}>
          {back ? (
            <button
              type="button"
              className={styles.back}
              aria-label={t('actions.back')}
              onClick={goBack}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" fill="none" aria-hidden>
                <path d="m15 5-7 7 7 7" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          ) : null}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={`${styles.side} ${styles.right}`}>{right}</div>
      </header>
      <main className={styles.content}>{children}</main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
