import type { PayOrder } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/errors';
import { useCardStarts } from '../api/get-card-starts';
import { usePayOrder } from '../api/get-pay-order';
import { AutoPayOffer } from './auto-pay-offer';
import styles from './pay-result.module.css';

const DESCRIBED_TYPES = ['parking', 'recharge', 'vipCard', 'shop'] as const;
type Described = (typeof DESCRIBED_TYPES)[number];
const isDescribed = (type: string): type is Described =>
  (DESCRIBED_TYPES as readonly string[]).includes(type);

type Channel = 'balance' | 'free' | 'bank';
const channelOf = (paytype: PayOrder['paytype']): Channel =>
  paytype === 'balance' || paytype === 'free' ? paytype : 'bank';

/**
 * The result of a payment as the server records it: paid (with how), still waiting for the bank,
 * closed or refunded. The link only names the pay order; it never makes the page say "paid". A
 * live region from the first render (the loading dots): a screen reader says the result that
 * replaces them, whether the money went and how much.
 */
export function PayResult({ payCode }: { payCode: string | null }) {
  return (
    <div aria-live="polite">
      <ResultOf payCode={payCode} />
    </div>
  );
}

function ResultOf({ payCode }: { payCode: string | null }) {
  const { t } = useTranslation(['payment', 'common']);
  const format = useFormat();
  const navigate = useNavigate();
  const payOrder = usePayOrder(payCode);

  const backHome = (
    <Button
      block
      color="primary"
      shape="rounded"
      onClick={() => void navigate(paths.home.href(), { replace: true })}
    >
      {t('common:actions.backHome')}
    </Button>
  );
  const askAgain = (
    <Button
      block
      shape="rounded"
      className={styles.again}
      loading={payOrder.isFetching}
      onClick={() => void payOrder.refetch()}
    >
      {t('payment:result.askAgain')}
    </Button>
  );

  if (payOrder.isPending) return <PageLoading />;
  if (payOrder.isError) {
    return (
      <div className={styles.result}>
        <Result
          status="warning"
          title={t('payment:result.unknown')}
          description={errorMessage(payOrder.error)}
        />
        {askAgain}
        {backHome}
      </div>
    );
  }

  const order = payOrder.data;
  if (!order) {
    return (
      <div className={styles.result}>
        <Result status="info" title={t('payment:result.none')} />
        {backHome}
      </div>
    );
  }

  const amount = (label: string, fen: number) => (
    <dl className={styles.amount}>
      <dt>{label}</dt>
      <dd>{format.money(fen)}</dd>
    </dl>
  );

  switch (order.status) {
    case 1:
      return (
        <div className={styles.result}>
          <Result
            status="success"
            title={t('payment:result.success')}
            description={
              order.orderType === 'vipCard' ? (
                <CardStart order={order} />
              ) : isDescribed(order.orderType) ? (
                t(`payment:result.${order.orderType}`)
              ) : undefined
            }
          />
          {amount(t('payment:result.amount'), order.cost)}
          <p className={styles.channel}>{t(`payment:result.via.${channelOf(order.paytype)}`)}</p>
          {order.orderType === 'shop' ? (
            // A shop pay order names its shop order in `goods`: the vouchers are the next thing wanted.
            <Button
              block
              color="primary"
              shape="rounded"
              className={styles.again}
              onClick={() =>
                void navigate(paths.shopOrderShow.href(order.goods), { replace: true })
              }
            >
              {t('payment:result.seeVouchers')}
            </Button>
          ) : null}
          <AutoPayOffer order={order} />
          {backHome}
        </div>
      );
    case 0:
      return (
        <div className={styles.result}>
          <Result
            status="waiting"
            title={t('payment:result.pending')}
            description={t('payment:result.pendingHint')}
          />
          {amount(t('payment:result.due'), order.cost)}
          {askAgain}
          {backHome}
        </div>
      );
    case 2:
      return (
        <div className={styles.result}>
          <Result status="info" title={t('payment:result.refunded')} />
          {amount(t('payment:result.refundAmount'), order.refund ?? 0)}
          {backHome}
        </div>
      );
    default:
      return (
        <div className={styles.result}>
          <Result
            status="error"
            title={t('payment:result.closed')}
            description={t('payment:result.closedHint')}
          />
          {backHome}
        </div>
      );
  }
}

/**
 * What a paid card order's card does now: active, or when it starts - a later
 * activation date, or after a running card. Plates that start on different days are named.
 */
function CardStart({ order }: { order: PayOrder }) {
  const { t } = useTranslation('payment');
  const starts = useCardStarts(order);
  if (!starts.data) return t('result.vipCard');
  // The day it was paid, on the server's clock: a card starting after it is not active yet.
  const paidOn = (order.payTime ?? order.createTime).slice(0, 10);
  const byStart = new Map<string, string[]>();
  for (const number of order.numbers) {
    const start = starts.data.get(number) ?? order.appointment ?? paidOn;
    byStart.set(start, [...(byStart.get(start) ?? []), number]);
  }
  const lines = [...byStart].map(([start, plates]) => {
    const sentence =
      start <= paidOn ? t('result.vipCard') : t('result.vipCardStarts', { date: start });
    return byStart.size > 1 ? `${plates.join(', ')}: ${sentence}` : sentence;
  });
  return (
    <>
      {lines.map((line) => (
        <span key={line} className={styles.line}>
          {line}
        </span>
      ))}
    </>
  );
}
