import { AREAS, MAX_UNIT_PLATES } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import choices from '@/components/accessible-choices.module.css';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useMergedRepaySummary } from '@/features/orders/api/get-merged-repay-summary';
import { arrearsPayOrder } from '@/features/orders/arrears-pay-order';
import { usePayFlow } from '@/features/payment/use-pay-flow';
import { useCars } from '@/features/vehicles/api/get-cars';
import { useFormat } from '@/hooks/use-format';
import { toast } from '@/lib/toast';
import styles from './merge.module.css';

/**
 * /app/pay/merge: the arrears of several of the member's plates (at most 5) settled in one
 * payment - from the balance when it covers them, else through the pay sheet (the default bank:
 * the orders may be in several counties).
 */
export function Component() {
  const { t } = useTranslation(['screens', 'bills', 'orders']);
  const format = useFormat();
  const cars = useCars();
  const [plates, setPlates] = useState<string[]>([]);
  const summary = useMergedRepaySummary(plates).data;
  const { pay, isPaying } = usePayFlow();

  const settle = () => {
    if (!summary || summary.payCost === 0) return;
    pay({
      draft: arrearsPayOrder(summary, AREAS.all),
      area: AREAS.all,
      allowBalance: true,
      repay: 1,
    });
  };

  return (
    <Page
      title={t('screens:mergePay')}
      footer={
        <section className={styles.bar} aria-label={t('orders:payment.toPay')}>
          <span>
            {t('bills:merge.count', {
              orders: String(summary?.count ?? 0),
              count: summary?.count ?? 0,
            })}{' '}
            <strong>{format.money(summary?.payCost ?? 0)}</strong>
          </span>
          <Button color="primary" shape="rounded" onClick={settle}>
            {isPaying ? t('orders:payment.paying') : t('orders:payment.settle')}
          </Button>
        </section>
      }
    >
      {cars.isPending ? (
        <PageLoading />
      ) : !cars.data?.length ? (
        <EmptyState description={t('bills:merge.noCars')} />
      ) : (
        <Checkbox.Group
          value={plates}
          onChange={(values) => {
            if (values.length > MAX_UNIT_PLATES) return toast.fail(t('bills:merge.tooMany'));
            setPlates(values.map(String));
          }}
        >
          <ul
            className={`${styles.plates} ${choices.choices}`}
            aria-label={t('bills:merge.plates')}
          >
            {cars.data.map((car) => (
              <li key={car.serial}>
                <Checkbox value={car.number}>{car.number}</Checkbox>
              </li>
            ))}
          </ul>
        </Checkbox.Group>
      )}
    </Page>
  );
}
