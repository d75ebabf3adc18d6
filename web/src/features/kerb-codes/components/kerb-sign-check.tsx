import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { langOf } from '@/components/operator-text';
import { paths } from '@/config/paths';
import type { ReportContext } from '../report-context';
import { ScanSpaceCodeButton } from './scan-space-code-button';
import styles from './kerb.module.css';

/** The space as the operator knows it: what its sign prints. */
export interface SignedSpace {
  stationName: string;
  address: string;
  space: string;
}

/**
 * Above the kerb page's payment: whether the code that opened it is the operator's (a valid
 * signature, or an older sign without one, which says so more softly), and the space as its sign
 * prints it (lot, street, space number, code) for the owner to compare before paying. Every kerb
 * page offers the scanner (the app's own, which opens only the operator's codes) and a report.
 */
export function KerbSignCheck({
  status,
  device,
  space,
}: {
  status: 'signed' | 'unsigned';
  device: string;
  space: SignedSpace | null;
}) {
  const { t } = useTranslation('kerb');
  const { pathname } = useLocation();
  // An older sign's code is the page's own address with the device alone (what the sign says).
  const report: ReportContext =
    status === 'unsigned'
      ? {
          reason: 'unsigned',
          code: `${window.location.origin}${pathname}?d=${encodeURIComponent(device)}`,
        }
      : { reason: 'other', code: '' };
  return (
    <section className={styles.check} aria-label={t('check.compare')}>
      {status === 'signed' ? (
        <p className={styles.signed}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4z" />
          </svg>
          {t('check.signed')}
        </p>
      ) : (
        <p className={styles.unsigned} role="note">
          {t('check.unsigned')}
        </p>
      )}
      {space ? (
        <>
          <h2 className={styles.checkTitle}>{t('check.compare')}</h2>
          <dl className={styles.sign}>
            <dt>{t('check.lot')}</dt>
            <dd lang={langOf(space.stationName)}>{space.stationName}</dd>
            <dt>{t('check.street')}</dt>
            <dd lang={langOf(space.address)}>{space.address}</dd>
            <dt>{t('check.space')}</dt>
            <dd className={styles.spaceNumber}>{space.space}</dd>
            <dt>{t('check.device')}</dt>
            <dd translate="no">{device}</dd>
          </dl>
        </>
      ) : null}
      <div className={styles.checkActions}>
        <ScanSpaceCodeButton>{t('scan')}</ScanSpaceCodeButton>
        <Link className={styles.reportLink} to={paths.kerbReport.href(device)} state={report}>
          {t('check.report')}
        </Link>
      </div>
    </section>
  );
}
