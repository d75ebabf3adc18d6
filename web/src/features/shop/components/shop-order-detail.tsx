import type { ShopOrder } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { InfoRows } from '@/components/info-rows';
import { OperatorText } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { confirm } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { useCancelShopOrder } from '../api/cancel-shop-order';
import { useRefundShopOrder } from '../api/refund-shop-order';
import { useShopOrder } from '../api/get-shop-order';
import { refundable, statusKey } from '../order-status';
import { CheckoutItems } from './checkout-items';
import { VoucherCode } from './voucher-code';
import styles from './shop.module.css';

/**
 * /shop/order/show: one order - its vouchers (QR code and digits, each with its state), what was
 * bought, the store that redeems them (a link to it), plate, contact and appointment; unused
 * vouchers can be refunded (after the owner confirms the amount), an unpaid order paid.
 */
export function ShopOrderDetail({
  serial,
  onPay,
  paying,
}: {
  serial: string;
  onPay: (order: ShopOrder) => void;
  paying: boolean;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const order = useShopOrder(serial);
  const refund = useRefundShopOrder();
  const cancel = useCancelShopOrder();

  if (order.isPending) return <PageLoading />;
  if (order.isError) return <EmptyState description={t('order.missing')} />;
  const shown = order.data;
  const left = refundable(shown.vouchers);
  const leftAmount = left.reduce(
    (sum, voucher) =>
      sum + (shown.items.find((item) => item.product === voucher.product)?.price ?? 0),
    0,
  );

  const askRefund = async () => {
    const agreed = await confirm({
      title: t('order.refund'),
      content: t('order.refundConfirm', { count: left.length, amount: format.money(leftAmount) }),
      confirmText: t('order.refund'),
      cancelText: t('order.keep'),
    });
    if (agreed)
      refund.mutate(shown.serial, { onSuccess: () => toast.success(t('order.refunded')) });
  };

  const askCancel = async () => {
    const agreed = await confirm({
      title: t('order.cancel'),
      content: t('order.cancelConfirm'),
      confirmText: t('order.cancel'),
      cancelText: t('order.keepOrder'),
    });
    if (agreed)
      cancel.mutate(shown.serial, { onSuccess: () => toast.success(t('order.cancelled')) });
  };

  return (
    <>
      <section className={styles.block}>
        <h2 className={styles.title}>{t(`orders.status.${statusKey(shown.status)}`)}</h2>
        {shown.status === 0 ? (
          <div className={styles.bar}>
            <Button shape="rounded" loading={cancel.isPending} onClick={() => void askCancel()}>
              {t('order.cancel')}
            </Button>
            <Button color="primary" shape="rounded" loading={paying} onClick={() => onPay(shown)}>
              {t('order.pay')}
            </Button>
          </div>
        ) : null}
      </section>
      {shown.vouchers.length > 0 ? (
        <section className={styles.block} aria-labelledby="shop-vouchers">
          <h2 id="shop-vouchers" className={styles.blockTitle}>
            {t('order.vouchers')}
          </h2>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.vouchers.map((voucher) => (
              <VoucherCode key={voucher.code} voucher={voucher} />
            ))}
          </ul>
          {left.length > 0 ? (
            <Button
              block
              shape="rounded"
              loading={refund.isPending}
              onClick={() => void askRefund()}
            >
              {t('order.refund')}
            </Button>
          ) : null}
        </section>
      ) : null}
      <CheckoutItems items={shown.items} />
      <section className={styles.block}>
        <InfoRows
          rows={[
            [
              t('order.store'),
              <Link to={paths.shopStore.href(shown.store.serial)}>
                <OperatorText text={shown.store.name} />
              </Link>,
            ],
            [t('order.plate'), shown.plate],
            [t('order.contact'), shown.phone],
            ...(shown.appointmentDate
              ? [
                  [
                    t('order.appointment'),
                    `${shown.appointmentDate} ${shown.appointmentSlot ?? ''}`,
                  ] as const,
                ]
              : []),
            [t('order.total'), format.money(shown.total)],
            [t('order.serial'), shown.serial],
            [t('order.created'), shown.createTime],
          ]}
        />
      </section>
    </>
  );
}
