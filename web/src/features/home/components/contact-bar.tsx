import type { AppConfig } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { PathIcon } from '@/components/icons';
import { apiUrl } from '@/lib/api';
import styles from './contact-bar.module.css';

const PHONE_ICON =
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z';
const CHAT_ICON = 'M4 4h16v12H8l-4 4V4Zm4 5h8m-8 3h5';

/** The hotline (a `tel:` link with the configured number) and the manual customer service. */
export function ContactBar({ config }: { config: AppConfig | undefined }) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.contact}>
      <a
        className={styles.contactButton}
        href={config ? `tel:${config.hotline}` : undefined}
        aria-disabled={!config}
      >
        <PathIcon d={PHONE_ICON} />
        <span>
          {t('contact.hotline')}
          {config ? <small className={styles.hotline}>{config.hotline}</small> : null}
        </span>
      </a>
      <a
        className={styles.contactButton}
        href={config ? apiUrl(config.serviceUrl) : undefined}
        aria-disabled={!config}
      >
        <PathIcon d={CHAT_ICON} />
        <span>{t('contact.service')}</span>
      </a>
    </div>
  );
}
