import type { DeviceInfo } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { useOperatorSentence } from '@/components/operator-text';
import { PlainDialog } from '@/components/plain-dialog';
import styles from './device-guide-dialog.module.css';

/**
 * `confirm`: the device saw a plate - pay for it, or it is not my car. `choose`: no plate (or not
 * mine, or its orders could not be found) - I am a no-plate car, or I enter my plate. Each step
 * says only what is so: the plate shown is the one the camera read, never one the user typed.
 */
export type GuideStep = 'confirm' | 'choose';

/** The guide of the device variant of /m/order/payment (spec section 2). */
export function DeviceGuideDialog({
  step,
  device,
  seenPlate,
  notMine,
  ordersNotFound,
  onConfirmPayment,
  onNotMine,
  onNoPlate,
  onEnterPlate,
}: {
  step: GuideStep | null;
  device: DeviceInfo;
  /** What the device's camera read there (null when it read no plate). */
  seenPlate: string | null;
  /** The user said the car seen is not theirs. */
  notMine: boolean;
  ordersNotFound: boolean;
  onConfirmPayment: () => void;
  onNotMine: () => void;
  onNoPlate: () => void;
  onEnterPlate: () => void;
}) {
  const { t } = useTranslation('orders');
  const sentence = useOperatorSentence();
  const confirming = step === 'confirm';
  const message = sentence((word) => {
    const where = { station: word(device.stationName), space: device.space };
    return confirming
      ? t('guide.seen', where)
      : notMine && seenPlate
        ? t('guide.otherCar', { ...where, plate: seenPlate })
        : ordersNotFound
          ? t('guide.unknown')
          : t('guide.none', where);
  });

  return (
    // Plain markup: this guide is the page's first content from a space's code (its LCP).
    <PlainDialog
      open={step !== null}
      title={t('guide.title')}
      actions={
        confirming
          ? [
              { key: 'confirm', text: t('guide.confirm'), bold: true, onClick: onConfirmPayment },
              { key: 'not-mine', text: t('guide.notMine'), onClick: onNotMine },
            ]
          : [
              { key: 'no-plate', text: t('guide.noPlate'), bold: true, onClick: onNoPlate },
              { key: 'manual', text: t('guide.manual'), onClick: onEnterPlate },
            ]
      }
    >
      <div className={styles.body}>
        <p>{message}</p>
        {confirming ? <p className={styles.plate}>{seenPlate}</p> : null}
      </div>
    </PlainDialog>
  );
}
