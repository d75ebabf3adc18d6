import type { AppConfig } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { PathIcon } from '@/components/icons';
import { feedbackIcon, messageIcon } from '@/components/menu-icons';
import { apiUrl } from '@/lib/api';
import styles from './contact-bar.module.css';

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
        <PathIcon d={messageIcon} />
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
        <PathIcon d={feedbackIcon} />
        <span>{t('contact.service')}</span>
      </a>
    </div>
  );
}
