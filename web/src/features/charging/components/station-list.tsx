import type { Schemas } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { OperatorText } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { useFormat } from '@/hooks/use-format';
import { useEquipment } from '../api/get-equipment';
import { useStations } from '../api/get-stations';
import { useStartCharging } from '../api/start-charging';
import styles from './charging.module.css';

const EQUIPMENT_STATUS = { 0: 'free', 1: 'busy', 2: 'offline' } as const;

/**
 * The charging stations, nearest first: free and total chargers, the price per kWh; a station
 * opens its chargers, and a free one starts charging (paid from the balance when it stops).
 */
export function StationList({ onStarted }: { onStarted: (order: Schemas['ChargeOrder']) => void }) {
  const { t } = useTranslation('evc');
  const format = useFormat();
  const stations = useStations();
  const [open, setOpen] = useState<string | null>(null);
  if (stations.isPending) return <PageLoading />;
  if (!stations.data?.length) return <EmptyState description={t('stations.empty')} />;

  return (
    <ul className={styles.stations}>
      {stations.data.map((station) => (
        <li key={station.serial} className={styles.station} aria-label={station.name}>
          <button
            type="button"
            className={styles.stationHeader}
            aria-expanded={open === station.serial}
            onClick={() => setOpen(open === station.serial ? null : station.serial)}
          >
            <strong>
              <OperatorText text={station.name} />
            </strong>
            <span className={styles.free}>
              {t('stations.free', { free: String(station.free), total: String(station.total) })}
            </span>
            <small>
              <OperatorText text={station.address} />
            </small>
            <small>
              {t('stations.price', {
                price: format.money(station.price),
                service: format.money(station.serviceFee),
              })}
              {station.distance === undefined
                ? ''
                : ` · ${t('stations.distance', { km: (station.distance / 1000).toFixed(1) })}`}
            </small>
          </button>
          {open === station.serial ? (
            <Chargers station={station.serial} onStarted={onStarted} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Chargers({
  station,
  onStarted,
}: {
  station: string;
  onStarted: (order: Schemas['ChargeOrder']) => void;
}) {
  const { t } = useTranslation('evc');
  const equipment = useEquipment(station);
  const start = useStartCharging();
  if (equipment.isPending) return <PageLoading />;
  return (
    <ul className={styles.chargers} aria-label={t('stations.chargers')}>
      {equipment.data?.map((charger) => (
        <li key={charger.serial}>
          <span>
            {/* By its code, as the charge order names it (the operator's name is 2号桩). */}
            {t('stations.charger', { code: charger.serial })} ·{' '}
            {t('stations.power', { kw: String(charger.power) })}
          </span>
          {charger.status === 0 ? (
            <Button
              size="small"
              color="primary"
              aria-label={t('stations.startOn', {
                name: t('stations.charger', { code: charger.serial }),
              })}
              loading={start.isPending && start.variables === charger.serial}
              onClick={() => start.mutate(charger.serial, { onSuccess: onStarted })}
            >
              {t('stations.start')}
            </Button>
          ) : (
            <span className={styles.weak}>
              {t(`equipment.${EQUIPMENT_STATUS[charger.status]}`)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
