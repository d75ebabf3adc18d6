import type { Schemas } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { useChargeOrders } from '../api/get-charge-orders';
import { unpaidDebts } from '../debt-pay-order';
import styles from './charging.module.css';

type ChargeOrder = Schemas['ChargeOrder'];

/**
 * What the member owes for charging (a session the balance ran out on), with the button that pays
 * it; nothing when they owe nothing. A debt blocks new sessions, so it is always the newest order.
 */
export function ChargingDebt({
  onPay,
  paying,
}: {
  onPay: (debts: ChargeOrder[]) => void;
  paying: boolean;
}) {
  const { t } = useTranslation('evc');
  const format = useFormat();
  const orders = useChargeOrders();
  const debts = unpaidDebts(orders.data?.pages[0]?.list ?? []);
  if (debts.length === 0) return null;
  const amount = format.money(debts.reduce((sum, order) => sum + order.debt, 0));
  return (
    <section className={styles.debt} aria-label={t('debt.title')}>
      <strong>{t('debt.owed', { amount })}</strong>
      <p>{t('debt.why')}</p>
      <Button block color="primary" shape="rounded" loading={paying} onClick={() => onPay(debts)}>
        {t('debt.pay', { amount })}
      </Button>
    </section>
  );
}
