import { useTranslation } from 'react-i18next';
import { NoticeLine } from '@/components/notice-line';
import { useFormat } from '@/hooks/use-format';
import { usePlateAutoPay } from '../api/get-plate-auto-pay';

/** "Auto-pay is on for this plate" on the payment page, when the member turned it on. */
export function AutoPayLine({ number }: { number: string }) {
  const { t } = useTranslation('payment');
  const format = useFormat();
  const setting = usePlateAutoPay(number).data;
  if (setting?.autoPay !== 1) return null;
  return (
    <div data-testid="auto-pay-on">
      <NoticeLine color="info">
        {t('autoPay.on', { cap: format.money(setting.autoPayCap) })}
      </NoticeLine>
    </div>
  );
}
