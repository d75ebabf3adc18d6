import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home-card.module.css';

/**
 * The operator's notice: limited HTML from the app configuration, sanitised before it reaches the
 * page (no scripts, event handlers or javascript: links).
 */
export function HomeNotice({ html }: { html: string }) {
  const { t } = useTranslation('home');
  const safe = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  if (!safe.trim()) return null;
  return (
    <section className={styles.card} aria-labelledby="home-notice-title">
      <h2 id="home-notice-title" className={styles.cardTitle}>
        {t('notice.title')}
      </h2>
      <div className={styles.notice} dangerouslySetInnerHTML={{ __html: safe }} />
    </section>
  );
}
