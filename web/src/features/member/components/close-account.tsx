import { maskPhone } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogBox } from '@/lib/dialog';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCloseAccount } from '../api/close-account';
import { useClosePreview } from '../api/get-close-preview';
import { useMemberInfo } from '../api/get-member-info';
import { CloseAccountSummary } from './close-account-summary';
import styles from './member-forms.module.css';
import summaryStyles from './close-account.module.css';
import { SMS_CODE_PATTERN, SmsCodeField } from './sms-code-field';

type Step = 'none' | 'question' | 'form';

/**
 * Closing the account: the member first sees what the close does (what to pay first, what is
 * refunded and which way, what ends with the account, each with its amount), then proves it with
 * a code sent to the account's phone. While the account owes money the server refuses, saying
 * what to pay first; the form shows that reason where the member typed the code, and the code
 * stays usable. `onClosed` runs once it is closed.
 */
export function CloseAccount({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation(['member', 'auth']);
  const phone = useMemberInfo().data?.phone ?? '';
  const [step, setStep] = useState<Step>('none');
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = useClosePreview(step === 'question');
  const close = useCloseAccount();

  const goOn = () => {
    setCode('');
    setRefusal(null);
    setStep('form');
  };

  const submit = () => {
    if (!SMS_CODE_PATTERN.test(code)) return setRefusal(t('auth:errors.codeInvalid'));
    setRefusal(null);
    close.mutate(code, {
      onSuccess: () => {
        setStep('none');
        toast.success(t('member:closeAccount.closed'));
        onClosed();
      },
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };

  const question = t('member:closeAccount.confirmTitle');
  const title = t('member:closeAccount.formTitle');
  return (
    <>
      <Button block fill="none" color="danger" onClick={() => setStep('question')}>
        {t('member:closeAccount.action')}
      </Button>
      <DialogBox
        visible={step === 'question'}
        aria-label={question}
        title={question}
        onClose={() => setStep('none')}
        closeOnMaskClick
        content={
          <div className={summaryStyles.summary}>
            <p className={summaryStyles.note}>{t('member:closeAccount.confirmBody')}</p>
            {preview.data ? (
              <CloseAccountSummary preview={preview.data} />
            ) : preview.isError ? (
              <p className={summaryStyles.error} role="alert">
                {errorMessage(preview.error)}
              </p>
            ) : (
              <p role="status">{t('member:closeAccount.checking')}</p>
            )}
            <div className={styles.actions}>
              <Button block color="danger" disabled={!preview.data} onClick={goOn}>
                {t('member:closeAccount.continue')}
              </Button>
              <Button block fill="none" onClick={() => setStep('none')}>
                {t('member:closeAccount.keep')}
              </Button>
            </div>
          </div>
        }
      />
      <DialogBox
        visible={step === 'form'}
        aria-label={title}
        title={title}
        onClose={() => setStep('none')}
        closeOnMaskClick
        content={
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <p className={styles.current}>
              {t('member:closeAccount.codeTo', { phone: phone ? maskPhone(phone) : '' })}
            </p>
            <SmsCodeField phone={phone} canSend={!!phone} value={code} onChange={setCode} />
            {refusal ? (
              <p className={styles.error} role="alert">
                {refusal}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button block type="submit" color="danger" loading={close.isPending}>
                {t('member:closeAccount.submit')}
              </Button>
              <Button block fill="none" onClick={() => setStep('none')}>
                {t('member:closeAccount.keep')}
              </Button>
            </div>
          </form>
        }
      />
    </>
  );
}
