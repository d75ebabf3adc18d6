import type { PayOrder } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import styles from './pay-result.module.css';

type OrderType = PayOrder['orderType'];
const ORDER_TYPES: readonly OrderType[] = ['parking', 'recharge', 'vipCard'];

/** The success page of every payment: what was paid, in yuan (when the link says). */
export function PayResult({ amount, type }: { amount: number | null; type: string | null }) {
  const { t } = useTranslation(['payment', 'common']);
  const format = useFormat();
  const navigate = useNavigate();
  const orderType = ORDER_TYPES.find((candidate) => candidate === type);

  return (
    <div className={styles.result}>
      <Result
        status="success"
        title={t('payment:result.success')}
        description={orderType ? t(`payment:result.${orderType}`) : undefined}
      />
      {amount === null ? null : (
        <dl className={styles.amount}>
          <dt>{t('payment:result.amount')}</dt>
          <dd>{format.money(amount)}</dd>
        </dl>
      )}
      <Button
        block
        color="primary"
        shape="rounded"
        onClick={() => void navigate(paths.home.href(), { replace: true })}
      >
        {t('common:actions.backHome')}
      </Button>
    </div>
  );
}
