import type { Schemas } from '@dehong/api-spec';
import { AREAS } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { InfoRows } from '@/components/info-rows';
import { ListEnd } from '@/components/list-end';
import { OperatorText } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { useFormat } from '@/hooks/use-format';
import { confirm } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { useClearExpiredCoupons } from '../api/clear-expired-coupons';
import { useConvertCoupon } from '../api/convert-coupon';
import { useCoupon } from '../api/get-coupon';
import { useCouponStats } from '../api/get-coupon-stats';
import { type CouponStatus, useCoupons } from '../api/get-coupons';
import styles from './coupons.module.css';

const TABS = [
  { status: 0, key: 'unused' },
  { status: 1, key: 'used' },
  { status: 2, key: 'expired' },
] as const;

const AREA_NAMES: Record<string, 'mangshi' | 'lianghe' | 'yingjiang' | 'ruili'> = {
  [AREAS.mangshi]: 'mangshi',
  [AREAS.lianghe]: 'lianghe',
  [AREAS.yingjiang]: 'yingjiang',
  [AREAS.ruili]: 'ruili',
};

/**
 * /app/vip/coupon/index: the member's coupons in three tabs (unused, used, expired, each with its
 * count), redeeming a voucher code, clearing the expired ones, and a coupon's details.
 */
export function CouponList() {
  const { t } = useTranslation('coupons');
  const [status, setStatus] = useState<CouponStatus>(0);
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  useDialogFocus(shown !== null, t('detail.title'));
  const convert = useConvertCoupon();
  const clear = useClearExpiredCoupons();
  const stats = useCouponStats().data;

  const redeem = () => {
    if (!code.trim()) return toast.fail(t('codeRequired'));
    convert.mutate(code.trim(), {
      onSuccess: (coupon) => {
        toast.success(t('redeemed', { name: coupon.name }));
        setCode('');
        setStatus(0);
      },
    });
  };

  const clearExpired = async () => {
    const sure = await confirm({
      title: t('clear.button'),
      content: t('clear.confirm'),
      confirmText: t('clear.yes'),
      cancelText: t('clear.no'),
    });
    if (!sure) return;
    clear.mutate(undefined, {
      onSuccess: ({ removed }) => toast.success(t('clear.done', { count: removed })),
    });
  };

  return (
    <>
      <form
        className={styles.redeem}
        onSubmit={(event) => {
          event.preventDefault();
          redeem();
        }}
      >
        <Input
          aria-label={t('code')}
          placeholder={t('code')}
          value={code}
          onChange={(value) => setCode(value.toUpperCase())}
          maxLength={32}
        />
        <Button type="submit" size="small" color="primary" loading={convert.isPending}>
          {t('redeem')}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to={paths.couponRights.href()}>{t('rights')}</Link>
        {status === 2 && (stats?.expired ?? 0) > 0 ? (
          <button type="button" onClick={() => void clearExpired()}>
            {t('clear.button')}
          </button>
        ) : null}
      </div>
      <Tabs activeKey={String(status)} onChange={(key) => setStatus(Number(key) as CouponStatus)}>
        {TABS.map((tab) => (
          <Tabs.Tab
            key={String(tab.status)}
            title={t(`tabs.${tab.key}`, { count: stats?.[tab.key] ?? 0 })}
          />
        ))}
      </Tabs>
      <CouponsOf status={status} onShow={setShown} />
      <Popup
        visible={shown !== null}
        onMaskClick={() => setShown(null)}
        onClose={() => setShown(null)}
        bodyClassName={styles.detail}
      >
        <section role="dialog" aria-modal="true" aria-label={t('detail.title')}>
          {shown ? <CouponDetail serial={shown} /> : null}
        </section>
      </Popup>
    </>
  );
}

function CouponsOf({ status, onShow }: { status: CouponStatus; onShow: (serial: string) => void }) {
  const { t } = useTranslation('coupons');
  const coupons = useCoupons(status);
  if (coupons.isPending) return <PageLoading />;
  const items = coupons.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) return <EmptyState description={t('empty')} />;
  return (
    <>
      <ul className={styles.coupons}>
        {items.map((coupon) => (
          <li key={coupon.serial}>
            <button
              type="button"
              className={status === 0 ? styles.coupon : styles.couponSpent}
              onClick={() => onShow(coupon.serial)}
            >
              <CouponFace coupon={coupon} />
            </button>
          </li>
        ))}
      </ul>
      <ListEnd hasMore={coupons.hasNextPage} loadMore={() => coupons.fetchNextPage()} />
    </>
  );
}

function CouponFace({ coupon }: { coupon: Schemas['Coupon'] }) {
  const { t } = useTranslation('coupons');
  const format = useFormat();
  return (
    <>
      <strong className={styles.couponAmount}>
        {coupon.type === 1 ? format.money(coupon.amount) : `${coupon.discount}%`}
      </strong>
      <span className={styles.couponText}>
        <span>
          <OperatorText text={coupon.name} />
        </span>
        <small>
          {coupon.minCost > 0
            ? t('minCost', { amount: format.money(coupon.minCost) })
            : t('noMinimum')}
        </small>
        <small>{t('valid', { start: coupon.startDate, end: coupon.endDate })}</small>
        {coupon.held ? <small>{t('held')}</small> : null}
      </span>
    </>
  );
}

/** One coupon as the server has it now (its status may have changed since the list was read). */
function CouponDetail({ serial }: { serial: string }) {
  const { t } = useTranslation('coupons');
  const format = useFormat();
  const coupon = useCoupon(serial);
  if (!coupon.data) return <PageLoading />;
  const { data } = coupon;
  const area = data.area ? AREA_NAMES[data.area] : undefined;
  return (
    <>
      <h2>
        <OperatorText text={data.name} />
      </h2>
      <InfoRows
        rows={[
          [t('detail.amount'), format.money(data.amount)],
          [t('detail.minimum'), data.minCost > 0 ? format.money(data.minCost) : t('noMinimum')],
          [t('detail.valid'), t('valid', { start: data.startDate, end: data.endDate })],
          [t('detail.area'), area ? t(`areas.${area}`) : t('areas.all')],
          [t('detail.status'), data.held ? t('held') : t(`status.${data.status}`)],
        ]}
      />
    </>
  );
}
