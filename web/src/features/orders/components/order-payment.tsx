import type { PlateType } from '@dehong/api-spec';
import { AREAS, PLATE_TYPES, SETTLE_COUNTDOWN_SECONDS } from '@dehong/api-spec/domain';
import { type ReactNode, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadedWhenOpened } from '@/components/loaded-when-opened';
import { NoticeLine } from '@/components/notice-line';
import { useOperatorSentence } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { TabStrip } from '@/components/tab-strip';
import { toast } from '@/lib/toast';
import { useFinishNoPlateOrder } from '../api/finish-no-plate-order';
import { useCurrentOrders } from '../api/get-current-orders';
import { useRepaySummary } from '../api/get-repay-summary';
import { useUnpaidOrders } from '../api/get-unpaid-orders';
import { type ArrearsPayOrder, arrearsPayOrder, payAreaFor } from '../arrears-pay-order';
import { PLATE_TYPE_TABS, plateTypeOf } from '../payment-target';
import { usePaymentTarget } from '../use-payment-target';
import { DeviceGuideDialog, type GuideStep } from './device-guide-dialog';
import { PlateDisplay } from './plate-display';
import { AutoPayLine } from './auto-pay-line';
import { ArrearsOrders, CurrentOrders } from './plate-orders';
import { RepaySummaryCard } from './repay-summary-card';
import { SettleBar } from './settle-bar';
import inputs from '@/components/plain-input.module.css';
import styles from './order-payment.module.css';

// The keyboard (a pop-up with antd-mobile and its animation library) loads on the first tap: the
// page owners open at the kerb shows its plate, orders and guide without waiting for it.
const PlateKeyboard = lazy(() =>
  import('@/components/plate-keyboard').then((module) => ({ default: module.PlateKeyboard })),
);

/** What the settle bar hands to the pay flow. */
export interface SettleRequest {
  draft: ArrearsPayOrder;
  /** The area whose bank collects. */
  area: string;
  staffNumber: string;
}

const AREA_TABS = [AREAS.all, AREAS.mangshi, AREAS.lianghe, AREAS.yingjiang] as const;

/** After typing a plate: eight characters are new energy; seven cannot be. */
function plateTypeAfterTyping(plate: string, current: PlateType): PlateType {
  if ([...plate].length === 8) return PLATE_TYPES.newEnergy;
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
  coupon,
}: {
  onSettle: (request: SettleRequest) => void;
  paying: boolean;
  /** The coupon line for the draft and what it takes off (composed by the route). */
  coupon?: {
    render: (draft: ArrearsPayOrder) => ReactNode;
    deduction: (draft: ArrearsPayOrder) => number;
  };
}) {
  const { t } = useTranslation(['orders', 'plate']);
  const sentence = useOperatorSentence();
  const { deviceCode, deviceInfo, device, seenPlate, plate, plateType, area, query, update } =
    usePaymentTarget();
  const [staffNumber, setStaffNumber] = useState('');
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  const openKeyboard = () => setKeyboardOpen(true);
  /** The user's answer to the guide; null until they answer (the data decides the first step). */
  const [guideAnswer, setGuideAnswer] = useState<GuideStep | 'closed' | null>(null);
  const [notMine, setNotMine] = useState(false);

  const summary = useRepaySummary(query, device !== null);
  const unpaid = useUnpaidOrders(query);
  // The plate's summary, current orders and arrears show together: one after the other, each
  // arriving part pushed the ones below it down the page.
  const current = useCurrentOrders(query);
  const platePartsSettled = [summary, current, unpaid].every((part) => !part.isPending);
  const finishNoPlate = useFinishNoPlateOrder();

  // A plate in the link other than the one seen (typed before a reload) needs no guide.
  const typedPlate = plate !== '' && plate !== seenPlate;
  const guide: GuideStep | null =
    !device || guideAnswer === 'closed' || (guideAnswer === null && typedPlate)
      ? null
      : (guideAnswer ?? (summary.isError || !seenPlate ? 'choose' : 'confirm'));

  const choosePlate = (value: string) => {
    update({ carNumber: value, plateType: String(plateTypeAfterTyping(value, plateType)) });
    // The guide is about the car the device saw; a plate the user typed is theirs, not its.
    setGuideAnswer('closed');
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

  const payArea = payAreaFor(area, unpaid.data?.list ?? []);
  const draft =
    plate && summary.data && summary.data.payCost > 0
      ? arrearsPayOrder(summary.data, payArea)
      : null;
  const deduction = draft && coupon ? coupon.deduction(draft) : 0;

  const settle = () => {
    if (!plate) return toast.fail(t('plate:required'));
    // Spec section 5: settle does nothing when there is nothing to pay.
    if (!draft) return;
    onSettle({ draft, area: payArea, staffNumber });
  };

  return (
    <div className={styles.screen}>
      {deviceCode && deviceInfo.isError ? (
        <NoticeLine color="alert">{t('orders:payment.noDevice')}</NoticeLine>
      ) : null}
      {deviceCode && deviceInfo.isPending ? (
        // The space's line keeps its place while the device answers (no shift of what is below).
        <p className={styles.device} aria-hidden="true">
          &nbsp;
        </p>
      ) : null}
      {device ? (
        <p className={styles.device}>
          {sentence((word) =>
            t('orders:payment.device', { station: word(device.stationName), space: device.space }),
          )}
        </p>
      ) : null}

      <TabStrip
        id="plate-types"
        // The four share the width and wrap their words: a scrolling strip cut
        // "Temporary/no-plate vehicle" at 360 px, with no sign that the tabs scroll.
        fill
        items={PLATE_TYPE_TABS.map((type) => ({
          key: String(type),
          title: t(`plate:types.${type}`),
        }))}
        activeKey={String(plateType)}
        onChange={changePlateType}
      />
      <PlateDisplay plate={plate} onClick={openKeyboard} />
      <TabStrip
        id="areas"
        items={AREA_TABS.map((code) => ({ key: code, title: t(`orders:payment.areas.${code}`) }))}
        activeKey={area}
        onChange={(code) => update({ code })}
        className={styles.areas}
      />

      {!plate ? null : !platePartsSettled ? (
        <PageLoading />
      ) : (
        <>
          {summary.data ? <RepaySummaryCard summary={summary.data} /> : null}
          <AutoPayLine number={plate} />
          <CurrentOrders orders={current.data} device={deviceCode} />
          <ArrearsOrders query={query} unpaid={unpaid.data} />
          {draft && coupon ? coupon.render(draft) : null}
        </>
      )}

      <label className={styles.staff}>
        <span>{t('orders:payment.staff.label')}</span>
        <input
          className={inputs.input}
          value={staffNumber}
          onChange={(event) => setStaffNumber(event.target.value)}
          placeholder={t('orders:payment.staff.placeholder')}
          maxLength={16}
        />
      </label>

      <SettleBar
        amount={plate && summary.data ? summary.data.payCost - deduction : 0}
        before={deduction > 0 ? summary.data?.payCost : undefined}
        paying={paying}
        onSettle={settle}
      />

      <LoadedWhenOpened open={keyboardOpen}>
        <PlateKeyboard
          visible={keyboardOpen}
          initialValue={plate}
          onConfirm={choosePlate}
          onClose={() => setKeyboardOpen(false)}
        />
      </LoadedWhenOpened>
      {device ? (
        <DeviceGuideDialog
          step={guide}
          device={device}
          seenPlate={seenPlate}
          notMine={notMine}
          ordersNotFound={summary.isError}
          onConfirmPayment={() => {
            setGuideAnswer('closed');
            update({ carNumber: seenPlate ?? plate, plateType: String(device.plateType) });
          }}
          onNotMine={() => {
            setNotMine(true);
            update({ carNumber: '', plateType: null });
            setGuideAnswer('choose');
          }}
          onNoPlate={endNoPlateOrder}
          onEnterPlate={() => {
            setGuideAnswer('closed');
            openKeyboard();
          }}
        />
      ) : null}
    </div>
  );
}
