import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadedWhenOpened } from '@/components/loaded-when-opened';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import styles from './plate-search.module.css';

// The keyboard (a popup, with its animation library) loads on the first tap, not with home.
const PlateKeyboard = lazy(() =>
  import('@/components/plate-keyboard').then((module) => ({ default: module.PlateKeyboard })),
);

/** The home search (spec section 2): a plate through the plate keyboard, then its orders. */
export function PlateSearch() {
  const { t } = useTranslation(['home', 'plate']);
  const navigate = useNavigate();
  const [plate, setPlate] = useState('');
  const [keyboardOpen, setKeyboardOpen] = useState(false);

  const queryOrders = () => {
    if (!plate) return toast.fail(t('plate:required'));
    void navigate(paths.orderPayment.href({ carNumber: plate }));
  };

  return (
    <section className={styles.card} aria-labelledby="plate-search-title">
      <h2 id="plate-search-title" className={styles.title}>
        {t('home:search.title')}
      </h2>
      <button
        type="button"
        className={styles.plate}
        // The name holds what the button shows (WCAG 2.5.3): the plate, or the prompt to enter it.
        aria-label={`${t('home:search.plateLabel')}: ${plate || t('home:search.placeholder')}`}
        onClick={() => setKeyboardOpen(true)}
      >
        {plate || <span className={styles.placeholder}>{t('home:search.placeholder')}</span>}
      </button>
      {/* A native button: antd-mobile's Button would be the first screen's heaviest control. */}
      <button type="button" className={styles.query} onClick={queryOrders}>
        {t('home:search.query')}
      </button>
      <LoadedWhenOpened open={keyboardOpen}>
        <PlateKeyboard
          visible={keyboardOpen}
          initialValue={plate}
          onConfirm={setPlate}
          onClose={() => setKeyboardOpen(false)}
        />
      </LoadedWhenOpened>
    </section>
  );
}
