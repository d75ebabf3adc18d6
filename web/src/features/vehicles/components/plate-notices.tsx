import Switch from 'antd-mobile/es/components/switch';
import { useTranslation } from 'react-i18next';
import { PlainStepper } from '@/components/plain-stepper';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/errors';
import {
  NoticesConsentRefused,
  type PlateNotices,
  useSetAutoPay,
  useSwitchNotices,
} from '../api/plate-notices';
import styles from './plate-notices.module.css';

/** The cap per order in whole yuan: from 1 to 1000 (the server takes 100-100000 fen). */
const CAP_STEP_YUAN = 10;
const CAP_MAX_YUAN = 1000;

const SWITCH_SIZE = { '--height': '28px', '--width': '46px' } as const;

/**
 * One plate's parking notices through the chat app and its auto-pay from the balance, with the
 * most one order may cost to be paid by itself (my vehicles).
 */
export function PlateNoticeSettings({ setting }: { setting: PlateNotices }) {
  const { t } = useTranslation('vehicles');
  const switchNotices = useSwitchNotices();
  const setAutoPay = useSetAutoPay();
  const { number } = setting;
  const failed = (error: unknown) => toast.fail(errorMessage(error));
  // The chat app's consent sheet declined (or could not ask): the switch stays off, and says why.
  const noticesFailed = (error: unknown) =>
    error instanceof NoticesConsentRefused
      ? toast.fail(
          t(error.outcome === 'reject' ? 'noticesConsent.declined' : 'noticesConsent.failed'),
        )
      : failed(error);

  return (
    <div
      className={styles.settings}
      role="group"
      aria-label={t('notices.label', { plate: number })}
      data-testid={`plate-notices-${number}`}
    >
      <div className={styles.setting}>
        <span className={styles.words}>
          <strong>{t('notices.notices')}</strong>
          <small>{t('notices.noticesHint')}</small>
        </span>
        <Switch
          checked={setting.subscribe === 1}
          loading={switchNotices.isPending}
          aria-label={`${t('notices.notices')} ${number}`}
          style={SWITCH_SIZE}
          onChange={(on) =>
            switchNotices.mutate({ number, subscribe: on ? 1 : 0 }, { onError: noticesFailed })
          }
        />
      </div>
      <div className={styles.setting}>
        <span className={styles.words}>
          <strong>{t('notices.autoPay')}</strong>
          <small>{t('notices.autoPayHint')}</small>
        </span>
        <Switch
          checked={setting.autoPay === 1}
          loading={setAutoPay.isPending}
          aria-label={`${t('notices.autoPay')} ${number}`}
          style={SWITCH_SIZE}
          onChange={(on) => setAutoPay.mutate({ number, autoPay: on ? 1 : 0 }, { onError: failed })}
        />
      </div>
      {setting.autoPay === 1 ? (
        <div className={styles.setting}>
          <span className={styles.words}>
            <strong>{t('notices.cap')}</strong>
          </span>
          <PlainStepper
            min={CAP_STEP_YUAN}
            max={CAP_MAX_YUAN}
            step={CAP_STEP_YUAN}
            value={Math.round(setting.autoPayCap / 100)}
            label={`${t('notices.cap')} ${number}`}
            onChange={(yuan) =>
              setAutoPay.mutate(
                { number, autoPay: 1, cap: Math.round(yuan * 100) },
                { onError: failed },
              )
            }
          />
        </div>
      ) : null}
    </div>
  );
}
