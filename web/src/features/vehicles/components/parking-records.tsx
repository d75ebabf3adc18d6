import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { PageLoading } from '@/components/page-loading';
import { useParkingRecords } from '../api/get-parking-records';
import styles from './vehicles.module.css';

/** Where a plate parked, newest first: time and what happened (spec section 2, find car). */
export function ParkingRecords({ number }: { number: string }) {
  const { t } = useTranslation('common');
  const records = useParkingRecords(number);
  if (records.isPending) return <PageLoading />;
  const items = records.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) return <EmptyState description={t('empty.noParkingRecord')} />;
  return (
    <>
      <ol className={styles.records}>
        {items.map((record) => (
          <li key={record.serial} className={styles.record}>
            <time>{record.time}</time>
            <p>{record.message}</p>
            <small>{record.address}</small>
          </li>
        ))}
      </ol>
      <ListEnd hasMore={records.hasNextPage} loadMore={() => records.fetchNextPage()} />
    </>
  );
}
