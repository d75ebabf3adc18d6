import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markCareModeOffered, setCareMode } from '@/lib/care-mode-switch';
import styles from './care-mode-offer.module.css';

/**
 * Care mode offered once, on the first visit: a line at the top of home, not a pop-up (nothing
 * covers the screen or takes the focus). Either answer ends it; the next visit does not offer it.
 */
export default function CareModeOffer() {
  const { t } = useTranslation('care');
  const [open, setOpen] = useState(true);
  useEffect(markCareModeOffered, []);
  if (!open) return null;
  return (
    <section className={styles.offer} aria-labelledby="care-offer">
      <p id="care-offer" className={styles.text}>
        {t('offer.text')}
      </p>
      <div className={styles.answers}>
        <button type="button" className={styles.accept} onClick={() => void setCareMode(true)}>
          {t('offer.accept')}
        </button>
        <button type="button" className={styles.decline} onClick={() => setOpen(false)}>
          {t('offer.decline')}
        </button>
      </div>
    </section>
  );
}
