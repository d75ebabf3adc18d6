import { PHONE_MAX_LENGTH, isPhoneLongEnough, maskPhone } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { toast } from '@/lib/toast';
import { useMemberInfo } from '../api/get-member-info';
import { useUpdatePhone } from '../api/update-phone';
import styles from './member-forms.module.css';
import { SMS_CODE_PATTERN, SmsCodeField } from './sms-code-field';

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * The phone change: a code sent to the new phone proves it (the same send rules and countdown as
 * the login page). `onChanged` runs once the account has moved to the new phone.
 */
export function PhoneForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation(['member', 'auth']);
  const member = useMemberInfo().data;
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePhone();
  const phoneId = useId();

  const submit = () => {
    if (!phone) return setError(t('auth:errors.phoneEmpty'));
    if (!isPhoneLongEnough(phone)) return setError(t('auth:errors.phoneInvalid'));
    if (!SMS_CODE_PATTERN.test(code)) return setError(t('auth:errors.codeInvalid'));
    setError(null);
    update.mutate(
      { phone, smsCode: code },
      {
        onSuccess: () => {
          toast.success(t('member:phone.changed'));
          onChanged();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className={styles.current}>
        {t('member:phone.current', { phone: member ? maskPhone(member.phone) : '' })}
      </p>
      <FormField id={phoneId} label={t('member:phone.newPhone')}>
        <Input
          id={phoneId}
          type="tel"
          inputMode="numeric"
          maxLength={PHONE_MAX_LENGTH}
          placeholder={t('auth:phone.placeholder')}
          value={phone}
          onChange={(value) => setPhone(digitsOnly(value))}
        />
      </FormField>
      <SmsCodeField
        phone={phone}
        canSend={isPhoneLongEnough(phone)}
        value={code}
        onChange={setCode}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button block type="submit" color="primary" shape="rounded" loading={update.isPending}>
          {t('member:phone.submit')}
        </Button>
      </div>
    </form>
  );
}
