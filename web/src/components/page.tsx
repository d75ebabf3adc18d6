import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
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
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    document.title = title;
  }, [title]);

  const goBack = () => {
    // The first page of a visit (opened from a link or a scanned code) has key "default".
    if (location.key === 'default') void navigate(paths.home.href(), { replace: true });
    else void navigate(-1);
  };

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
