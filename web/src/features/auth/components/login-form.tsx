import {
  PHONE_MAX_LENGTH,
  SMS_COUNTDOWN_DISPLAY_FIRST,
  SMS_COUNTDOWN_SECONDS,
  isPhoneLongEnough,
} from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input from 'antd-mobile/es/components/input';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/hooks/use-countdown';
import { apiUrl } from '@/lib/api';
import { useAppConfig } from '@/lib/app-config';
import { DialogBox } from '@/lib/dialog';
import { showError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLoginKey } from '../api/get-login-key';
import { useSmsLogin } from '../api/login';
import { needsCaptcha, useSendSms, type SendSmsInput } from '../api/send-sms';
import { CaptchaDialog } from './captcha-dialog';
import styles from './login-form.module.css';

const SMS_CODE_PATTERN = /^\d{4,6}$/;
const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * Phone + SMS code login (spec sections 2 and 5): the send button's countdown, the agreement box
 * and dialog, the validation messages, and the login itself. `onLoggedIn` decides where to go.
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [captchaOpen, setCaptchaOpen] = useState(false);

  const loginKey = useLoginKey();
  const lawLink = useAppConfig().data?.lawUrl;
  // The agreement in the owner's language (the simulator's page takes `lang`).
  const lawUrl = lawLink
    ? apiUrl(
        i18n.language === 'en-US'
          ? `${lawLink}${lawLink.includes('?') ? '&' : '?'}lang=en-US`
          : lawLink,
      )
    : undefined;
  const sendSms = useSendSms();
  const login = useSmsLogin();
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS, SMS_COUNTDOWN_DISPLAY_FIRST);
  const phoneId = useId();
  const codeId = useId();

  const checkPhone = () => {
    const ok = isPhoneLongEnough(phone);
    setPhoneError(ok ? null : t('errors.phoneInvalid'));
    return ok;
  };
  const checkCode = () => {
    const ok = SMS_CODE_PATTERN.test(code);
    setCodeError(ok ? null : t('errors.codeInvalid'));
    return ok;
  };

  /** Sends the code; answers whether it went out (the captcha dialog retries when not). */
  const send = (input: SendSmsInput) =>
    new Promise<boolean>((resolve) => {
      countdown.start();
      sendSms.mutate(input, {
        onSuccess: () => {
          setCaptchaOpen(false);
          toast.success(t('code.sent'));
          resolve(true);
        },
        onError: (error) => {
          countdown.stop();
          if (needsCaptcha(error)) setCaptchaOpen(true);
          else showError(error);
          resolve(false);
        },
      });
    });

  // An empty or short phone gets no code, and is told why (as the login button does).
  const sendCode = () => {
    if (countdown.running) return;
    if (!phone) return toast.fail(t('errors.phoneEmpty'));
    if (!checkPhone()) return;
    void send({ phone });
  };

  const submit = (agreementTicked: boolean) => {
    if (!phone) return toast.fail(t('errors.phoneEmpty'));
    if (!code) return toast.fail(t('errors.codeEmpty'));
    const phoneOk = checkPhone();
    const codeOk = checkCode();
    if (!phoneOk || !codeOk) return;
    if (!agreementTicked) return setAgreementOpen(true);
    const key = loginKey.data?.key;
    if (!key) {
      void loginKey.refetch();
      return toast.fail(t('errors.keyMissing'));
    }
    login.mutate({ phone, smsCode: code, key }, { onSuccess: onLoggedIn });
  };

  const agreementLink = (
    <a href={lawUrl} target="_blank" rel="noreferrer" className={styles.link}>
      {t('agreement.link')}
    </a>
  );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(agreed);
      }}
    >
      <Field id={phoneId} label={t('phone.label')} error={phoneError}>
        <Input
          id={phoneId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          placeholder={t('phone.placeholder')}
          value={phone}
          onChange={(value) => setPhone(digitsOnly(value))}
          onBlur={checkPhone}
        />
      </Field>
      <Field
        id={codeId}
        label={t('code.label')}
        error={codeError}
        extra={
          <Button
            size="small"
            color="primary"
            fill="outline"
            disabled={countdown.running}
            onClick={sendCode}
          >
            {countdown.running
              ? t('code.countdown', { seconds: String(countdown.secondsLeft) })
              : t('code.send')}
          </Button>
        }
      >
        <Input
          id={codeId}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('code.placeholder')}
          value={code}
          onChange={(value) => setCode(digitsOnly(value))}
          onBlur={checkCode}
        />
      </Field>

      <Checkbox className={styles.agreement} checked={agreed} onChange={setAgreed}>
        <span>
          {t('agreement.before')}
          {agreementLink}
          {t('agreement.after')}
        </span>
      </Checkbox>

      <Button
        block
        type="submit"
        color="primary"
        size="large"
        shape="rounded"
        loading={login.isPending}
      >
        {agreed ? t('submit.agreed') : t('submit.notAgreed')}
      </Button>

      <CaptchaDialog
        open={captchaOpen}
        phone={phone}
        onSend={(captcha) => send({ phone, captcha })}
        onClose={() => setCaptchaOpen(false)}
      />

      <DialogBox
        visible={agreementOpen}
        title={t('dialog.title')}
        aria-label={t('dialog.title')}
        content={
          <p className={styles.dialogBody}>
            {t('dialog.before')}
            {agreementLink}
            {t('dialog.after')}
          </p>
        }
        onClose={() => setAgreementOpen(false)}
        actions={[
          [
            { key: 'disagree', text: t('dialog.disagree'), onClick: () => setAgreementOpen(false) },
            {
              key: 'agree',
              text: t('dialog.agree'),
              bold: true,
              onClick: () => {
                setAgreed(true);
                setAgreementOpen(false);
                submit(true);
              },
            },
          ],
        ]}
      />
    </form>
  );
}

function Field({
  id,
  label,
  error,
  extra,
  children,
}: {
  id: string;
  label: string;
  error: string | null;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        <div className={styles.input}>{children}</div>
        {extra}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
