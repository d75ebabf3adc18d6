import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/page-loading';
import { useFormat } from '@/hooks/use-format';
import { confirm } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { useChargingStatus } from '../api/get-charging-status';
import { useStopCharging } from '../api/stop-charging';
import { kwh } from '../energy';
import styles from './charging.module.css';

/** Charging now: the energy and cost so far (refreshed), and stopping it (paid from the balance). */
export function ChargingNow({ serial, onStopped }: { serial: string; onStopped: () => void }) {
  const { t } = useTranslation('evc');
  const format = useFormat();
  const status = useChargingStatus(serial);
  const stop = useStopCharging();
  const order = status.data;
  if (!order) return <PageLoading />;

  const askToStop = async () => {
    const stopping = await confirm({
      title: t('charging.stopTitle'),
      content: t('charging.stopBody'),
      confirmText: t('charging.stop'),
      cancelText: t('charging.keep'),
    });
    if (!stopping) return;
    stop.mutate(serial, {
      onSuccess: (finished) => {
        toast.success(
          finished.paid
            ? t('charging.stoppedPaid', { amount: format.money(finished.cost) })
            : t('charging.stoppedUnpaid', { debt: format.money(finished.debt) }),
        );
        onStopped();
      },
    });
  };

  return (
    <section className={styles.now} aria-label={order.stationName}>
      <p className={styles.nowState}>
        {order.status === 0 ? t('status.charging') : t('status.finished')}
      </p>
      {order.status === 1 && order.debt > 0 ? <p role="status">{t('charging.ranOut')}</p> : null}
      <strong className={styles.nowEnergy}>{kwh(order.energy)} kWh</strong>
      <p>
        {t('charging.costSoFar', { amount: format.money(order.cost) })} ·{' '}
        {t('charging.since', { time: order.startTime })}
      </p>
      {order.status === 0 ? (
        <Button
          block
          color="danger"
          shape="rounded"
          loading={stop.isPending}
          onClick={() => void askToStop()}
        >
          {t('charging.stop')}
        </Button>
      ) : null}
    </section>
  );
}
