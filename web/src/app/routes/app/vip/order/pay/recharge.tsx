import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { PayOrderList } from '@/features/pay-orders/components/pay-order-list';
import styles from '@/features/pay-orders/components/pay-orders.module.css';

/** /app/vip/order/pay/recharge: the member's top-ups, and the way to a refund. */
export function Component() {
  const { t } = useTranslation(['screens', 'bills']);
  return (
    <Page title={t('screens:rechargeOrders')}>
      <Link className={styles.link} to={paths.rechargeRefund.href()}>
        {t('bills:rechargeOrders.refund')}
      </Link>
      <PayOrderList query={{ orderType: 'recharge' }} empty={t('bills:rechargeOrders.empty')} />
    </Page>
  );
}
