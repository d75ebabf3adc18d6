import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { InfoRows } from '@/components/info-rows';
import { OperatorText } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { useChargeOrder } from '../api/get-charge-order';
import { kwh } from '../energy';
import styles from './charging.module.css';

/** One charging order: where, when, how much energy, what it cost and whether it is paid. */
export function ChargeOrderDetail({ serial }: { serial: string }) {
  const { t } = useTranslation('evc');
  const format = useFormat();
  const order = useChargeOrder(serial).data;
  if (!order) return <PageLoading />;
  const rows: [string, ReactNode][] = [
    [t('order.station'), <OperatorText text={order.stationName} />],
    [t('order.charger'), order.equipment],
    [t('order.start'), order.startTime],
    [t('order.finish'), order.finishTime ?? t('status.charging')],
    [t('order.energy'), `${kwh(order.energy)} kWh`],
    [t('order.cost'), format.money(order.cost)],
    [
      t('order.paid'),
      order.status === 0 ? '-' : order.paid ? t('order.paidYes') : t('order.paidNo'),
    ],
    ...(order.debt > 0 && !order.paid
      ? [[t('order.debt'), format.money(order.debt)] as [string, ReactNode]]
      : []),
  ];
  return (
    <section className={styles.detail} aria-label={order.stationName}>
      <InfoRows rows={rows} />
      {order.status === 0 ? (
        <Link className={styles.live} to={paths.evcCharging.href(order.serial)}>
          {t('order.live')}
        </Link>
      ) : null}
    </section>
  );
}
