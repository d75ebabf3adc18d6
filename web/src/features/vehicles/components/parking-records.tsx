import type { SpaceMessage } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { OperatorText, useOperatorSentence } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { useParkingRecords } from '../api/get-parking-records';
import styles from './vehicles.module.css';

/** Where a plate parked, newest first: time and what happened (spec section 2, find car). */
export function ParkingRecords({ number }: { number: string }) {
  const { t } = useTranslation(['common', 'vehicles']);
  const records = useParkingRecords(number);
  if (records.isPending) return <PageLoading />;
  const items = records.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) return <EmptyState description={t('common:empty.noParkingRecord')} />;
  return (
    <>
      <ol className={styles.records} aria-label={t('vehicles:show.records')}>
        {items.map((record) => (
          <li key={record.serial} className={styles.record}>
            <time>{record.time}</time>
            <RecordMessage record={record} />
            <small>
              <OperatorText text={record.address} />
            </small>
          </li>
        ))}
      </ol>
      <ListEnd hasMore={records.hasNextPage} loadMore={() => records.fetchNextPage()} />
    </>
  );
}

/**
 * What happened, said in the owner's language from the record's fields; an operator
 * without `finishTime` sends only its Chinese sentence, shown as written.
 */
function RecordMessage({ record }: { record: SpaceMessage }) {
  const { t } = useTranslation('vehicles');
  const sentence = useOperatorSentence();
  if (record.finishTime === undefined) return <p lang="zh-CN">{record.message}</p>;
  const { finishTime } = record;
  return (
    <p>
      {sentence((word) =>
        finishTime === null
          ? t('findCar.parked', { station: word(record.stationName), space: record.space })
          : t('findCar.left', {
              station: word(record.stationName),
              space: record.space,
              time: finishTime,
            }),
      )}
    </p>
  );
}
