import type { AppConfig } from '@dehong/api-spec';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PathIcon } from '@/components/icons';
import { LoadedWhenOpened } from '@/components/loaded-when-opened';
import styles from './contact-bar.module.css';

export const PHONE_ICON =
  'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z';
const CHAT_ICON = 'M4 4h16v12H8l-4 4V4Zm4 5h8m-8 3h5';

// The customer service page loads with its first tap, not with home's first screen.
const CustomerService = lazy(() => import('./customer-service'));

/**
 * The hotline (a `tel:` link with the configured number) and the manual customer service: a page
 * in the owner's language over home (its hours and the hotline), closed by its back arrow.
 */
export function ContactBar({ config }: { config: AppConfig | undefined }) {
  const { t } = useTranslation('home');
  const [serviceOpen, setServiceOpen] = useState(false);
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
      <button type="button" className={styles.contactButton} onClick={() => setServiceOpen(true)}>
        <PathIcon d={CHAT_ICON} />
        <span>{t('contact.service')}</span>
      </button>
      <LoadedWhenOpened open={serviceOpen}>
        <CustomerService
          open={serviceOpen}
          hotline={config?.hotline}
          onClose={() => setServiceOpen(false)}
        />
      </LoadedWhenOpened>
    </div>
  );
}
