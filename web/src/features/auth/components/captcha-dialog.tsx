import { maskPhone } from '@dehong/api-spec/domain';
import Input, { type InputRef } from 'antd-mobile/es/components/input';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '@/hooks/use-countdown';
import { DialogBox } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { useCallVoiceCaptcha } from '../api/call-voice-captcha';
import { useCaptcha } from '../api/get-captcha';
import type { SendSmsInput } from '../api/send-sms';
import styles from './login-form.module.css';

type Captcha = NonNullable<SendSmsInput['captcha']>;

/**
 * The check a phone's next code waits for once wrong codes spent its last one: the characters of
 * a picture, or - for an owner who cannot see it - a code a voice call speaks to the phone
 * (语音验证码), typed in the same field. `onSend` answers whether the code went out; a refused
 * answer needs a new picture (each answers once), or another try of the spoken code.
 */
export function CaptchaDialog({
  open,
  phone,
  onSend,
  onClose,
}: {
  open: boolean;
  phone: string;
  onSend: (captcha: Captcha) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('auth');
  const [text, setText] = useState('');
  const [voiceKey, setVoiceKey] = useState<string | null>(null);
  const picture = useCaptcha(open && voiceKey === null);
  const call = useCallVoiceCaptcha();
  const callAgain = useCountdown(60);
  const fieldId = useId();
  const field = useRef<InputRef>(null);

  const callPhone = () =>
    call.mutate(phone, {
      onSuccess: ({ captchaKey }) => {
        setVoiceKey(captchaKey);
        setText('');
        callAgain.start();
        // The next thing to do is to type what the call says (the button is disabled meanwhile).
        field.current?.focus();
      },
    });

  const send = async () => {
    const captchaKey = voiceKey ?? picture.data?.key;
    if (!captchaKey || !text.trim()) {
      return toast.fail(voiceKey ? t('captcha.voice.empty') : t('captcha.empty'));
    }
    if (await onSend({ captchaKey, captcha: text.trim() })) return;
    setText('');
    if (!voiceKey) void picture.refetch();
  };

  return (
    <DialogBox
      visible={open}
      title={t('captcha.title')}
      aria-label={t('captcha.title')}
      content={
        <div className={styles.captcha}>
          {/* There from the start, so that a screen reader says the words once the call goes. */}
          <p className={styles.dialogBody} role="status">
            {voiceKey ? t('captcha.voice.calling', { phone: maskPhone(phone) }) : null}
          </p>
          {voiceKey ? null : (
            <>
              <p className={styles.dialogBody}>{t('captcha.why')}</p>
              {picture.data ? (
                <button
                  type="button"
                  className={styles.captchaPicture}
                  onClick={() => void picture.refetch()}
                  aria-label={t('captcha.another')}
                >
                  <img src={picture.data.image} alt={t('captcha.picture')} />
                </button>
              ) : null}
            </>
          )}
          <label htmlFor={fieldId} className={styles.label}>
            {voiceKey ? t('captcha.voice.label') : t('captcha.label')}
          </label>
          <Input
            ref={field}
            id={fieldId}
            autoComplete="off"
            inputMode={voiceKey ? 'numeric' : undefined}
            maxLength={8}
            placeholder={voiceKey ? t('captcha.voice.placeholder') : t('captcha.placeholder')}
            value={text}
            onChange={setText}
          />
          <button
            type="button"
            className={styles.voiceLink}
            disabled={call.isPending || callAgain.running}
            onClick={callPhone}
          >
            {callAgain.running
              ? t('captcha.voice.again', { seconds: String(callAgain.secondsLeft) })
              : voiceKey
                ? t('captcha.voice.callAgain')
                : t('captcha.voice.offer')}
          </button>
        </div>
      }
      onClose={onClose}
      actions={[
        [
          { key: 'cancel', text: t('captcha.cancel'), onClick: onClose },
          { key: 'send', text: t('captcha.send'), bold: true, onClick: () => void send() },
        ],
      ]}
    />
  );
}
