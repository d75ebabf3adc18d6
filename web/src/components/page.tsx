import NavBar from 'antd-mobile/es/components/nav-bar';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from './page.module.css';

/**
 * A screen: navigation bar with its title (also the document title, which the chat app shows in
 * its own bar), the content, and an optional bar fixed to the bottom.
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
      <NavBar className={styles.navBar} back={back ? '' : null} onBack={goBack} right={right}>
        {title}
      </NavBar>
      <main className={styles.content}>{children}</main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
