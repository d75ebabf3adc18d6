import type { AppConfig } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import styles from './site-footer.module.css';

/** The ICP record lookup, where a site's record number is checked. */
const RECORD_LOOKUP_URL = 'https://beian.miit.gov.cn/';

/** Copyright and the record number from the app configuration (spec section 1). */
export function SiteFooter({ config }: { config: AppConfig | undefined }) {
  const { t } = useTranslation('home');
  if (!config) return null;
  return (
    <footer className={styles.footer} aria-label={t('footer.label')} lang="zh-CN">
      <p>{config.copyright}</p>
      <a href={RECORD_LOOKUP_URL} target="_blank" rel="noreferrer">
        {config.recordNumber}
      </a>
    </footer>
  );
}
