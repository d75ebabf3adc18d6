import type { Order } from '@dehong/api-spec';
import { AREAS, canLeaveNow } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { OperatorText } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { apiUrl } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { useOrder } from '../api/get-order';
import { useLeaveFlow } from '../use-leave-flow';
import { CouponAmount } from './coupon-amount';
import { OrderStatusTag } from './order-status-tag';
import styles from './order-detail.module.css';

/** The counties whose published fee rules the order page links (spec section 2). */
const FEE_RULE_AREAS = [AREAS.mangshi, AREAS.yingjiang] as const;

/**
 * /m/order/show: every field of an order, its photos, fee rules, pay now and leave now. `atDevice`
 * is the scanned space the page was opened from: it lets someone at the space leave now.
 */
export function OrderDetail({
  bookCode,
  atDevice,
  extra,
}: {
  bookCode: string;
  atDevice?: string;
  /** What another area adds under the order (its dispute: the route composes features). */
  extra?: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation(['orders', 'common']);
  const order = useOrder(bookCode);
  if (!bookCode) return <EmptyState description={t('common:empty.pageNotFound')} />;
  if (order.isPending) return <PageLoading />;
  if (!order.data) return <EmptyState description={t('common:empty.pageNotFound')} />;
  return (
    <>
      <OrderFacts order={order.data} atDevice={atDevice} />
      {extra?.(order.data)}
    </>
  );
}

function OrderFacts({ order, atDevice }: { order: Order; atDevice?: string }) {
  const { t } = useTranslation(['orders', 'common']);
  const format = useFormat();
  const navigate = useNavigate();
  const leave = useLeaveFlow();
  const config = useAppConfig().data;
  const dash = t('orders:none');
  const paid = order.status === 9 || order.status === -9;

  const facts: [string, ReactNode][] = [
    [t('orders:fields.bookCode'), order.bookCode],
    [t('orders:fields.number'), order.number],
    [t('orders:fields.station'), <OperatorText text={order.stationName} />],
    [t('orders:fields.space'), order.space],
    [t('orders:fields.startTime'), order.startTime],
    [t('orders:fields.finishTime'), order.finishTime ?? dash],
    [t('orders:fields.duration'), format.duration(order.time)],
    [t('orders:fields.ncash'), format.money(order.ncash)],
    [t('orders:fields.rcash'), format.money(order.rcash)],
    [t('orders:fields.coupon'), order.coupon > 0 ? <CouponAmount order={order} /> : dash],
    paid
      ? [
          order.status === -9 ? t('orders:fields.refund') : t('orders:fields.actual'),
          format.money(order.cash),
        ]
      : [t('orders:fields.cash'), format.money(order.cash)],
    [t('orders:fields.transaction'), order.transaction || dash],
    [t('orders:fields.payTime'), order.payTime ?? dash],
    [t('orders:fields.payType'), order.paytype ? t(`orders:payType.${order.paytype}`) : dash],
  ];
  const feeRules = FEE_RULE_AREAS.flatMap((code) => {
    const rule = config?.feeRules?.find((candidate) => candidate.code === code);
    return rule ? [{ code, url: apiUrl(rule.url) }] : [];
  });

  const payNow = () =>
    void navigate(paths.orderPayment.href({ carNumber: order.number, plateType: order.plateType }));

  return (
    <>
      {order.status === 0 ? (
        <NoticeBar content={t('orders:referenceNotice')} color="alert" wrap />
      ) : null}
      <header className={styles.header}>
        <span className={styles.plate}>{order.number}</span>
        <OrderStatusTag status={order.status} />
      </header>
      <List>
        {facts.map(([label, value]) => (
          <List.Item key={label} extra={value}>
            {label}
          </List.Item>
        ))}
        {config?.hotline ? (
          <List.Item
            extra={
              <a className={styles.link} href={`tel:${config.hotline}`}>
                {config.hotline}
              </a>
            }
          >
            {t('orders:fields.hotline')}
          </List.Item>
        ) : null}
      </List>

      <div className={styles.photos}>
        <Photo label={t('orders:fields.entryPhoto')} src={order.spic} />
        <Photo label={t('orders:fields.exitPhoto')} src={order.epic} />
      </div>

      {feeRules.length > 0 ? (
        <List header={t('orders:feeRules.title')}>
          {feeRules.map((rule) => (
            <List.Item key={rule.code} arrowIcon>
              <a href={rule.url} target="_blank" rel="noreferrer" className={styles.link}>
                {t(`orders:feeRules.${rule.code}`)}
              </a>
            </List.Item>
          ))}
        </List>
      ) : null}

      <div className={styles.actions}>
        {order.status === 22 ? (
          <Button block color="primary" size="large" onClick={payNow}>
            {t('orders:actions.payNow')}
          </Button>
        ) : null}
        {canLeaveNow(order) ? (
          <Button block color="warning" size="large" onClick={() => void leave(order, atDevice)}>
            {t('orders:actions.leaveNow')}
          </Button>
        ) : null}
      </div>
    </>
  );
}

function Photo({ label, src }: { label: string; src: string }) {
  const { t } = useTranslation('orders');
  return (
    <figure className={styles.photo}>
      {src ? (
        <img src={apiUrl(src)} alt={label} loading="lazy" />
      ) : (
        <div className={styles.noPhoto}>{t('noPhoto')}</div>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
