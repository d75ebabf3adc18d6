import type { MemberFunds } from '@dehong/api-spec';
import { pointsFromIntegral } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { useIntegral } from '../api/get-integral';
import { useSignToday } from '../api/sign-today';
import { toast } from '@/lib/toast';
import styles from './member-pages.module.css';
import { OperatorText } from '@/components/operator-text';

/** Points (integral / 1000), the daily sign-in, and how the integral came and went. */
export function PointsPage({ funds }: { funds: MemberFunds | undefined }) {
  const { t } = useTranslation('member');
  const records = useIntegral();
  const sign = useSignToday();
  const items = records.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <section className={styles.points} aria-label={t('points.label')}>
        <span>{t('points.label')}</span>
        <strong>{funds ? String(pointsFromIntegral(funds.integral)) : '-'}</strong>
        <Button
          size="small"
          shape="rounded"
          loading={sign.isPending}
          onClick={() =>
            sign.mutate(undefined, {
              onSuccess: ({ gained }) =>
                toast.success(t('points.signed', { points: String(pointsFromIntegral(gained)) })),
            })
          }
        >
          {t('points.sign')}
        </Button>
      </section>
      {records.isPending ? null : items.length === 0 ? (
        <EmptyState description={t('points.empty')} />
      ) : (
        <>
          <ul className={styles.records}>
            {items.map((record) => (
              <li key={record.serial}>
                <span>
                  <OperatorText text={record.reason} />
                  <small>{record.createTime}</small>
                </span>
                <strong className={record.integral < 0 ? styles.spent : styles.gained}>
                  {record.integral > 0 ? '+' : ''}
                  {pointsFromIntegral(record.integral)}
                </strong>
              </li>
            ))}
          </ul>
          <ListEnd hasMore={records.hasNextPage} loadMore={() => records.fetchNextPage()} />
        </>
      )}
    </>
  );
}
