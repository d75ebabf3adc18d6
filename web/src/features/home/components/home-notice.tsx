import type { DOMPurify } from 'dompurify';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '@/hooks/use-near-viewport';
import styles from './home-card.module.css';

/**
 * The operator's notice: limited HTML from the app configuration, sanitised before it reaches the
 * page (no scripts, event handlers or javascript: links). It sits at the bottom of the home tab:
 * the sanitiser (about 11 KB gzip) downloads once the notice comes near the viewport, not with the
 * first screen.
 */
export function HomeNotice({ html }: { html: string }) {
  const { t } = useTranslation('home');
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const [purify, setPurify] = useState<DOMPurify | null>(null);
  useEffect(() => {
    if (!near || purify) return;
    let current = true;
    void import('dompurify').then(({ default: loaded }) => {
      if (current) setPurify(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [near, purify]);
  const safe = useMemo(
    () => purify?.sanitize(html, { USE_PROFILES: { html: true } }) ?? null,
    [purify, html],
  );

  if (safe !== null && !safe.trim()) return null;
  return (
    <section ref={section} className={styles.card} aria-labelledby="home-notice-title">
      <h2 id="home-notice-title" className={styles.cardTitle}>
        {t('notice.title')}
      </h2>
      {safe === null ? null : (
        // The operator writes it in Chinese only: marked so in every language.
        <div lang="zh-CN" className={styles.notice} dangerouslySetInnerHTML={{ __html: safe }} />
      )}
    </section>
  );
}
