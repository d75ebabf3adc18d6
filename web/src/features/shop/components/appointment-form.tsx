import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { OperatorText } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { useFormat } from '@/hooks/use-format';
import { toast } from '@/lib/toast';
import { appointmentDates, slotOpen } from '../appointment';
import { useStore } from '../api/get-store';
import { type Checkout, checkoutTotal } from '../checkout';
import { CheckoutItems, rowsOf } from './checkout-items';
import styles from './shop.module.css';

export interface Appointment {
  date: string;
  slot: string;
}

/**
 * /shop/pay/form/index: a product that needs an appointment is booked for a date (today and the
 * next days) and one of the store's time slots not yet begun; then paid.
 */
export function AppointmentForm({
  checkout,
  paying,
  onSubmit,
}: {
  checkout: Checkout;
  paying: boolean;
  onSubmit: (appointment: Appointment) => void;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const store = useStore(checkout.store.serial);
  const dates = appointmentDates();
  const [date, setDate] = useState(dates[0] ?? '');
  const [slot, setSlot] = useState('');

  if (store.isPending) return <PageLoading />;
  if (store.isError) return <EmptyState description={t('store.missing')} />;

  return (
    <>
      <CheckoutItems items={rowsOf(checkout.items)} />
      <section className={styles.block}>
        <h2 className={styles.blockTitle}>
          <OperatorText text={store.data.name} />
        </h2>
        <p className={styles.weak} style={{ margin: 0 }}>
          {t('store.hours')}: {store.data.hours}
        </p>
      </section>
      <section className={styles.block} aria-labelledby="shop-date">
        <h2 id="shop-date" className={styles.blockTitle}>
          {t('appointment.date')}
        </h2>
        <div className={styles.slots} role="radiogroup" aria-labelledby="shop-date">
          {dates.map((each) => (
            <button
              key={each}
              type="button"
              role="radio"
              aria-checked={each === date}
              className={`${styles.chip} ${each === date ? styles.chosen : ''}`}
              onClick={() => {
                setDate(each);
                if (slot && !slotOpen(each, slot)) setSlot('');
              }}
            >
              {each.slice(5)}
            </button>
          ))}
        </div>
      </section>
      <section className={styles.block} aria-labelledby="shop-slot">
        <h2 id="shop-slot" className={styles.blockTitle}>
          {t('appointment.slot')}
        </h2>
        <div className={styles.slots} role="radiogroup" aria-labelledby="shop-slot">
          {store.data.slots.map((each) => {
            const open = slotOpen(date, each);
            return (
              <button
                key={each}
                type="button"
                role="radio"
                aria-checked={each === slot}
                disabled={!open}
                className={`${styles.chip} ${each === slot ? styles.chosen : ''}`}
                onClick={() => setSlot(each)}
              >
                {each}
              </button>
            );
          })}
        </div>
      </section>
      <section className={styles.bar} aria-label={t('checkout.total')}>
        <span className={styles.total}>
          {t('checkout.total')}{' '}
          <strong className={styles.price}>{format.money(checkoutTotal(checkout.items))}</strong>
        </span>
        <Button
          color="primary"
          shape="rounded"
          loading={paying}
          onClick={() => {
            if (!date || !slot) return toast.fail(t('appointment.dateRequired'));
            onSubmit({ date, slot });
          }}
        >
          {t('appointment.pay')}
        </Button>
      </section>
    </>
  );
}
