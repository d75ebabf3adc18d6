import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OperatorText } from '@/components/operator-text';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { toast } from '@/lib/toast';
import { useConvertCoupon } from '../api/convert-coupon';
import { type CouponStatus, useCoupons } from '../api/get-coupons';
import styles from './member-pages.module.css';

const STATUSES = [
  { status: 0, key: 'unused' },
  { status: 1, key: 'used' },
  { status: 2, key: 'expired' },
] as const;

/** The member's coupons by status, the redemption of a voucher code, the way to coupon rights. */
export function CouponList() {
  const { t } = useTranslation('member');
  const [status, setStatus] = useState<CouponStatus>(0);
  const [code, setCode] = useState('');
  const convert = useConvertCoupon();

  const redeem = () => {
    if (!code.trim()) return toast.fail(t('coupons.codeRequired'));
    convert.mutate(code.trim(), {
      onSuccess: (coupon) => {
        toast.success(t('coupons.redeemed', { name: coupon.name }));
        setCode('');
        setStatus(0);
      },
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
          aria-label={t('coupons.code')}
          placeholder={t('coupons.code')}
          value={code}
          onChange={(value) => setCode(value.toUpperCase())}
          maxLength={32}
        />
        <Button type="submit" size="small" color="primary" loading={convert.isPending}>
          {t('coupons.redeem')}
        </Button>
      </form>
      <Link className={styles.rightsLink} to={paths.couponRights.href()}>
        {t('coupons.rights')}
      </Link>
      <Tabs activeKey={String(status)} onChange={(key) => setStatus(Number(key) as CouponStatus)}>
        {STATUSES.map((tab) => (
          <Tabs.Tab key={String(tab.status)} title={t(`coupons.${tab.key}`)} />
        ))}
      </Tabs>
      <CouponsOf status={status} />
    </>
  );
}

function CouponsOf({ status }: { status: CouponStatus }) {
  const { t } = useTranslation('member');
  const format = useFormat();
  const coupons = useCoupons(status);
  if (coupons.isPending) return <PageLoading />;
  const items = coupons.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) return <EmptyState description={t('coupons.empty')} />;
  return (
    <>
      <ul className={styles.coupons}>
        {items.map((coupon) => (
          <li key={coupon.serial} className={status === 0 ? styles.coupon : styles.couponSpent}>
            <strong className={styles.couponAmount}>
              {coupon.type === 1 ? format.money(coupon.amount) : `${coupon.discount}%`}
            </strong>
            <span className={styles.couponText}>
              <span>
                <OperatorText text={coupon.name} />
              </span>
              <small>
                {coupon.minCost > 0
                  ? t('coupons.minCost', { amount: format.money(coupon.minCost) })
                  : t('coupons.noMinimum')}
              </small>
              <small>{t('coupons.valid', { start: coupon.startDate, end: coupon.endDate })}</small>
            </span>
          </li>
        ))}
      </ul>
      <ListEnd hasMore={coupons.hasNextPage} loadMore={() => coupons.fetchNextPage()} />
    </>
  );
}
