import { type ReactNode, useEffect } from 'react';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';
import { NavBar } from './nav-bar';
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
  const goBack = useGoBack(paths.home.href());
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={styles.page}>
      <NavBar title={title} onBack={back ? goBack : undefined} right={right} />
      <main className={styles.content}>{children}</main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
