import { maskPhone } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, DialogBox } from '@/lib/dialog';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCloseAccount } from '../api/close-account';
import { useMemberInfo } from '../api/get-member-info';
import styles from './member-forms.module.css';
import { SMS_CODE_PATTERN, SmsCodeField } from './sms-code-field';

/**
 * Closing the account: the member confirms what it means, then proves it with a code sent to the
 * account's phone. While the account owes money the server refuses, saying what to pay first; the
 * form shows that reason where the member typed the code. `onClosed` runs once it is closed.
 */
export function CloseAccount({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation(['member', 'auth']);
  const phone = useMemberInfo().data?.phone ?? '';
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = useCloseAccount();

  const askFirst = async () => {
    const going = await confirm({
      title: t('member:closeAccount.confirmTitle'),
      content: t('member:closeAccount.confirmBody'),
      confirmText: t('member:closeAccount.continue'),
      cancelText: t('member:closeAccount.keep'),
    });
    if (!going) return;
    setCode('');
    setRefusal(null);
    setOpen(true);
  };

  const submit = () => {
    if (!SMS_CODE_PATTERN.test(code)) return setRefusal(t('auth:errors.codeInvalid'));
    setRefusal(null);
    close.mutate(code, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('member:closeAccount.closed'));
        onClosed();
      },
      onError: (error) => setRefusal(errorMessage(error)),
    });
  };

  const title = t('member:closeAccount.formTitle');
  return (
    <>
      <Button block fill="none" color="danger" onClick={() => void askFirst()}>
        {t('member:closeAccount.action')}
      </Button>
      <DialogBox
        visible={open}
        aria-label={title}
        title={title}
        onClose={() => setOpen(false)}
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
              <Button block fill="none" onClick={() => setOpen(false)}>
                {t('member:closeAccount.keep')}
              </Button>
            </div>
          </form>
        }
      />
    </>
  );
}
