import { useTranslation } from 'react-i18next';
import { DocSheet } from '@/components/doc-sheet';
import styles from './customer-service.module.css';

/** The manual customer service: a page in the owner's language over home, its hours and the hotline. */
export default function CustomerService({
  open,
  hotline,
  onClose,
}: {
  open: boolean;
  hotline: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('home');
  return (
    <DocSheet open={open} title={t('contact.service')} onClose={onClose}>
      <div className={styles.page}>
        <p>{t('contact.serviceHours')}</p>
        {hotline ? (
          <a className={styles.call} href={`tel:${hotline}`}>
            {t('contact.call', { hotline })}
          </a>
        ) : null}
      </div>
    </DocSheet>
  );
}
