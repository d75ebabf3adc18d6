import { SMS_COUNTDOWN_DISPLAY_FIRST, SMS_COUNTDOWN_SECONDS } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { useCountdown } from '@/hooks/use-countdown';
import { toast } from '@/lib/toast';
import { useSendPhoneCode } from '../api/send-phone-code';

/** What the member's forms accept as a code before asking the operator. */
export const SMS_CODE_PATTERN = /^\d{4,6}$/;

/**
 * The code row of the member's forms (phone change, account close): its button sends a code to
 * `phone` with the login page's send rules and countdown; `canSend` says whether `phone` is one.
 */
export function SmsCodeField({
  phone,
  canSend,
  value,
  onChange,
}: {
  phone: string;
  canSend: boolean;
  value: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation('auth');
  const sendCode = useSendPhoneCode();
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS, SMS_COUNTDOWN_DISPLAY_FIRST);
  const id = useId();

  const send = () => {
    if (!canSend || countdown.running) return;
    countdown.start();
    sendCode.mutate(phone, {
      onSuccess: () => toast.success(t('code.sent')),
      onError: countdown.stop,
    });
  };

  return (
    <FormField
      id={id}
      label={t('code.label')}
      extra={
        <Button
          size="small"
          color="primary"
          fill="outline"
          disabled={countdown.running}
          onClick={send}
        >
          {countdown.running
            ? t('code.countdown', { seconds: String(countdown.secondsLeft) })
            : t('code.send')}
        </Button>
      }
    >
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t('code.placeholder')}
        value={value}
        onChange={(text) => onChange(text.replace(/\D/g, ''))}
      />
    </FormField>
  );
}
