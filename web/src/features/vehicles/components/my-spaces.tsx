import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { OperatorText, useOperatorSentence } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useCars } from '../api/get-cars';
import { useLastSpace } from '../api/get-last-space';
import styles from './vehicles.module.css';

/** My spaces: for each of the member's plates, the space it was last seen in. */
export function MySpaces() {
  const { t } = useTranslation('common');
  const cars = useCars();
  if (cars.isPending) return <PageLoading />;
  if (!cars.data?.length) return <EmptyState description={t('empty.noParkingRecord')} />;
  return (
    <ul className={styles.spaces}>
      {cars.data.map((car) => (
        <LastSpace key={car.serial} number={car.number} />
      ))}
    </ul>
  );
}

function LastSpace({ number }: { number: string }) {
  const { t } = useTranslation(['vehicles', 'common']);
  const sentence = useOperatorSentence();
  const space = useLastSpace(number).data;
  return (
    <li className={styles.space} aria-label={number}>
      <strong className={styles.plate}>{number}</strong>
      {space === undefined ? null : space === null ? (
        <p>{t('common:empty.noParkingRecord')}</p>
      ) : (
        <>
          <p>
            {sentence((word) =>
              t('vehicles:spaces.place', { station: word(space.stationName), space: space.space }),
            )}
            <small>
              <OperatorText text={space.address} />
            </small>
          </p>
          <time>{space.time}</time>
          <Link to={paths.findCar.href(number)}>{t('vehicles:spaces.history')}</Link>
        </>
      )}
    </li>
  );
}
