import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DialogBox } from '@/lib/dialog';
import styles from './recharge.module.css';

const RULES = ['use', 'minimum', 'gift', 'refund'] as const;

/** The top-up notice: a link that opens the rules in a dialog. */
export function RechargeNotice() {
  const { t } = useTranslation('recharge');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.noticeLink} onClick={() => setOpen(true)}>
        {t('notice.link')}
      </button>
      <DialogBox
        visible={open}
        title={t('notice.title')}
        aria-label={t('notice.title')}
        content={
          <>
            <ol className={styles.rules}>
              {RULES.map((rule) => (
                <li key={rule}>{t(`notice.rules.${rule}`)}</li>
              ))}
            </ol>
            <Link to={paths.rechargeRefund.href()} className={styles.refundLink}>
              {t('notice.refund')}
            </Link>
          </>
        }
        closeOnAction
        onClose={() => setOpen(false)}
        actions={[{ key: 'ok', text: t('notice.ok') }]}
      />
    </>
  );
}
