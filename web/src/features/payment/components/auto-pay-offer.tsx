import type { PayOrder } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeLine } from '@/components/notice-line';
import { useFormat } from '@/hooks/use-format';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { usePlateNoticeSettings, useTurnOnAutoPay } from '../api/plate-auto-pay';
import styles from './pay-result.module.css';

/**
 * After a parking fee paid by hand: for each of the member's plates it paid whose auto-pay is off,
 * an offer to pay that plate automatically next time (turned on with its cap, 50 yuan by default).
 */
export function AutoPayOffer({ order }: { order: PayOrder }) {
  const { t } = useTranslation('payment');
  const format = useFormat();
  const settings = usePlateNoticeSettings().data ?? [];
  const turnOn = useTurnOnAutoPay();
  const [turnedOn, setTurnedOn] = useState<string[]>([]);
  if (order.orderType !== 'parking' || order.automatic === 1) return null;
  const mine = settings.filter((each) => order.numbers.includes(each.number));
  return (
    <>
      {mine.map((setting) =>
        turnedOn.includes(setting.number) ? (
          <NoticeLine key={setting.number} color="info">
            {t('autoPay.turnedOn', { plate: setting.number })}
          </NoticeLine>
        ) : setting.autoPay === 1 ? null : (
          <section
            key={setting.number}
            className={styles.offer}
            aria-label={t('autoPay.offer', { plate: setting.number })}
            data-testid="auto-pay-offer"
          >
            <strong>{t('autoPay.offer', { plate: setting.number })}</strong>
            <p>{t('autoPay.offerHint', { cap: format.money(setting.autoPayCap) })}</p>
            <Button
              block
              shape="rounded"
              loading={turnOn.isPending}
              onClick={() =>
                turnOn.mutate(setting.number, {
                  onSuccess: () => setTurnedOn((done) => [...done, setting.number]),
                  onError: (error) => toast.fail(errorMessage(error)),
                })
              }
            >
              {t('autoPay.turnOn')}
            </Button>
          </section>
        ),
      )}
    </>
  );
}
