import type { AreaCode, PlateType } from '@dehong/api-spec';
import {
  AREAS,
  PLATE_TYPES,
  SETTLE_COUNTDOWN_SECONDS,
  guessPlateType,
} from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import NoticeBar from 'antd-mobile/es/components/notice-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { PlateKeyboard } from '@/components/plate-keyboard';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { toast } from '@/lib/toast';
import { type ArrearsPayOrder, arrearsPayOrder, payAreaFor } from '../arrears-pay-order';
import { useCurrentOrders } from '../api/get-current-orders';
import { useDevicePayInfo } from '../api/get-device-pay-info';
import { useRepaySummary } from '../api/get-repay-summary';
import { useUnpaidOrders } from '../api/get-unpaid-orders';
import { useFinishNoPlateOrder } from '../api/finish-no-plate-order';
import { DeviceGuideDialog, type GuideStep } from './device-guide-dialog';
import { OrderCard } from './order-card';
import { PlateDisplay } from './plate-display';
import styles from './order-payment.module.css';

/** What the settle bar hands to the pay flow. */
export interface SettleRequest {
  draft: ArrearsPayOrder;
  /** The area whose bank collects. */
  area: string;
  staffNumber: string;
}

const PLATE_TYPE_TABS = [
  PLATE_TYPES.blue,
  PLATE_TYPES.newEnergy,
  PLATE_TYPES.yellow,
  PLATE_TYPES.temporary,
] as const;
const AREA_TABS = [AREAS.all, AREAS.mangshi, AREAS.lianghe, AREAS.yingjiang] as const;

const plateTypeOf = (value: string | null): PlateType | null =>
  PLATE_TYPE_TABS.find((type) => String(type) === value) ?? null;
const areaOf = (value: string | null): AreaCode | null =>
  Object.values(AREAS).find((code) => code === value) ?? null;

/** After typing a plate: eight characters are new energy; seven cannot be. */
function plateTypeAfterTyping(plate: string, current: PlateType): PlateType {
  const length = [...plate].length;
  if (length === 8) return PLATE_TYPES.newEnergy;
  if (current === PLATE_TYPES.newEnergy || current === PLATE_TYPES.temporary) {
    return PLATE_TYPES.blue;
  }
  return current;
}

/**
 * /m/order/payment (spec section 2): plate type, the nine-cell plate, area, the summary, what is
 * parking now, the history arrears, the staff number and the settle bar. With `d` (a scanned
 * device) the guide dialog asks whether the car seen there is the user's.
 */
export function OrderPayment({
  onSettle,
  paying,
}: {
  onSettle: (request: SettleRequest) => void;
  paying: boolean;
}) {
  const { t } = useTranslation(['orders', 'plate', 'common']);
  const format = useFormat();
  const [search, setSearch] = useSearchParams();
  const [staffNumber, setStaffNumber] = useState('');
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  /** The user's answer to the guide; null until they answer (the data decides the first step). */
  const [guideAnswer, setGuideAnswer] = useState<GuideStep | 'closed' | null>(null);

  const deviceCode = search.get('d');
  const deviceInfo = useDevicePayInfo(deviceCode);
  const device = deviceCode && deviceInfo.data ? deviceInfo.data : null;
  const seenPlate = device && !device.noplate ? device.number : null;

  const plate = search.get('carNumber') ?? seenPlate ?? '';
  const plateType =
    plateTypeOf(search.get('plateType')) ??
    (plate === seenPlate ? device?.plateType : null) ??
    guessPlateType(plate);
  const area = areaOf(search.get('code')) ?? AREAS.all;
  const query = { number: plate, plateType, code: area };

  const summary = useRepaySummary(query, device !== null);
  const current = useCurrentOrders(query);
  const unpaid = useUnpaidOrders(query);
  const finishNoPlate = useFinishNoPlateOrder();

  const guide: GuideStep | null = !device
    ? null
    : guideAnswer === 'closed'
      ? null
      : (guideAnswer ?? (summary.isError || !seenPlate ? 'choose' : 'confirm'));

  const update = (changes: Record<string, string | null>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );

  const choosePlate = (value: string) => {
    update({ carNumber: value, plateType: String(plateTypeAfterTyping(value, plateType)) });
    setGuideAnswer(null);
  };

  /** "I am a no-plate car": end the device's no-plate order, settle for 5 s, then reload. */
  const endNoPlateOrder = () => {
    if (!deviceCode) return;
    setGuideAnswer('closed');
    finishNoPlate.mutate(deviceCode, {
      onSuccess: async (ended) => {
        await toast.countdown(SETTLE_COUNTDOWN_SECONDS, (seconds) =>
          t('orders:payment.settling', { seconds: String(seconds) }),
        );
        update({ carNumber: ended.number, plateType: String(ended.plateType) });
        void deviceInfo.refetch();
      },
    });
  };

  const changePlateType = (key: string) => {
    const type = plateTypeOf(key);
    if (type === PLATE_TYPES.temporary && device) return endNoPlateOrder();
    if (type) update({ plateType: String(type) });
  };

  const settle = () => {
    if (!plate) return toast.fail(t('plate:required'));
    const data = summary.data;
    // Spec section 5: settle does nothing when there is nothing to pay.
    if (!data || data.payCost === 0) return;
    const payArea = payAreaFor(area, unpaid.data?.list ?? []);
    onSettle({ draft: arrearsPayOrder(data, payArea), area: payArea, staffNumber });
  };

  return (
    <div className={styles.screen}>
      {deviceCode && deviceInfo.isError ? (
        <NoticeBar content={t('orders:payment.noDevice')} color="alert" wrap />
      ) : null}
      {device ? (
        <p className={styles.device}>
          {t('orders:payment.device', { station: device.stationName, space: device.space })}
        </p>
      ) : null}

      <Tabs
        activeKey={String(plateType)}
        onChange={changePlateType}
        aria-label={t('orders:payment.plateTypes')}
      >
        {PLATE_TYPE_TABS.map((type) => (
          <Tabs.Tab key={String(type)} title={t(`plate:types.${type}`)} />
        ))}
      </Tabs>
      <PlateDisplay plate={plate} onClick={() => setKeyboardOpen(true)} />
      <Tabs activeKey={area} onChange={(code) => update({ code })} className={styles.areas}>
        {AREA_TABS.map((code) => (
          <Tabs.Tab key={code} title={t(`orders:payment.areas.${code}`)} />
        ))}
      </Tabs>

      {plate && summary.data ? (
        <section className={styles.summary} aria-label={t('orders:payment.summary.total')}>
          <div>
            <span className={styles.figure}>{summary.data.count}</span>
            <span className={styles.caption}>{t('orders:payment.summary.count')}</span>
          </div>
          <div>
            <span className={styles.figure}>{format.money(summary.data.unPay)}</span>
            <span className={styles.caption}>{t('orders:payment.summary.total')}</span>
          </div>
          {summary.data.service > 0 ? (
            <div>
              <span className={styles.figure}>{format.money(summary.data.service)}</span>
              <span className={styles.caption}>{t('orders:payment.summary.service')}</span>
            </div>
          ) : null}
        </section>
      ) : null}

      {current.data && current.data.length > 0 ? (
        <section aria-labelledby="current-orders">
          <h2 id="current-orders" className={styles.heading}>
            {t('orders:payment.current')}
          </h2>
          <NoticeBar content={t('orders:referenceNotice')} color="info" wrap />
          {current.data.map((order) => (
            <OrderCard key={order.serial} order={order} />
          ))}
        </section>
      ) : null}

      {plate ? (
        <section aria-labelledby="arrears-orders">
          <div className={styles.headingRow}>
            <h2 id="arrears-orders" className={styles.heading}>
              {t('orders:payment.arrears')}
            </h2>
            {unpaid.data && unpaid.data.total > 0 ? (
              <Link to={paths.orderList.href({ carNumber: plate, code: area })}>
                {t('common:actions.seeMore')}
              </Link>
            ) : null}
          </div>
          {unpaid.data?.list.map((order) => (
            <OrderCard key={order.serial} order={order} />
          ))}
          {unpaid.data && unpaid.data.list.length === 0 ? (
            <EmptyState description={t('common:empty.noUnpaidOrders')} />
          ) : null}
        </section>
      ) : null}

      <label className={styles.staff}>
        <span>{t('orders:payment.staff.label')}</span>
        <Input
          value={staffNumber}
          onChange={setStaffNumber}
          placeholder={t('orders:payment.staff.placeholder')}
          maxLength={16}
        />
      </label>

      <section className={styles.settleBar} aria-label={t('orders:payment.toPay')}>
        <span className={styles.toPay}>
          {t('orders:payment.toPay')}{' '}
          <strong>{format.money(plate && summary.data ? summary.data.payCost : 0)}</strong>
        </span>
        <Button color="primary" shape="rounded" onClick={settle}>
          {paying ? t('orders:payment.paying') : t('orders:payment.settle')}
        </Button>
      </section>

      <PlateKeyboard
        visible={keyboardOpen}
        initialValue={plate}
        onConfirm={choosePlate}
        onClose={() => setKeyboardOpen(false)}
      />
      {device ? (
        <DeviceGuideDialog
          step={guide}
          device={device}
          plate={plate}
          ordersNotFound={summary.isError}
          onConfirmPayment={() => {
            setGuideAnswer('closed');
            update({ carNumber: plate, plateType: String(plateType) });
          }}
          onNotMine={() => {
            update({ carNumber: '', plateType: null });
            setGuideAnswer('choose');
          }}
          onNoPlate={endNoPlateOrder}
          onEnterPlate={() => {
            setGuideAnswer('closed');
            setKeyboardOpen(true);
          }}
        />
      ) : null}
    </div>
  );
}
