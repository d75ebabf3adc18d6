import { durationParts, fenToYuan } from '@dehong/api-spec/domain';
import { useTranslation } from 'react-i18next';

/** Money (fen -> "¥12.34") and parking durations (spec section 3) in the UI language. */
export function useFormat() {
  const { t } = useTranslation('common');
  return {
    money: (fen: number) => t('money', { amount: fenToYuan(fen) }),
    duration: (minutes: number) => {
      const { hours, minutes: rest } = durationParts(minutes);
      return hours === 0
        ? t('duration.minutes', { minutes: String(rest) })
        : t('duration.hoursMinutes', { hours: String(hours), minutes: String(rest) });
    },
  };
}
