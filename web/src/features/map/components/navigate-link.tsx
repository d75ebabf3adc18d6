import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Destination, mapAppUrl, openInChatMap } from '../chat-location';
import styles from './map-screen.module.css';

/**
 * "Navigate": the chat app's own map (openLocation) where there is one; otherwise, or when it
 * refuses, the AutoNavi link (its app or web map) with the route there.
 */
export function NavigateLink({ to }: { to: Destination }) {
  const { t } = useTranslation('map');
  const url = mapAppUrl(to);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void openInChatMap(to).then((opened) => {
      if (!opened) window.location.assign(url);
    });
  };
  return (
    <a
      className={styles.navigate}
      href={url}
      onClick={open}
      aria-label={t('navigateTo', { name: to.name })}
    >
      {t('navigate')}
    </a>
  );
}
