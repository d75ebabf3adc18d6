import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { KerbWarningState } from '../open-scanned';
import type { ReportContext } from '../report-context';
import { ScanSpaceCodeButton } from './scan-space-code-button';
import styles from './kerb.module.css';

/**
 * The full-screen warning for a code the app will not open: another site's, or one whose
 * signature fails. Nothing here pays or opens the code: it is shown as text for the owner to
 * compare and report. The heading takes the focus, so a screen reader reads the warning first.
 */
export function KerbCodeWarning({ warning }: { warning: KerbWarningState }) {
  const { t } = useTranslation('kerb');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={styles.warning} aria-labelledby={headingId}>
      <div className={styles.warningHead}>
        <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2 1 21h22L12 2Zm0 4.2L19.5 19h-15L12 6.2ZM11 10v5h2v-5h-2Zm0 6v2h2v-2h-2Z"
          />
        </svg>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.warningTitle}>
          {t(`warning.${warning.kind}.heading`)}
        </h2>
      </div>
      <p className={styles.warningText}>{t(`warning.${warning.kind}.body`)}</p>
      <p className={styles.warningText}>{t('warning.safeWay')}</p>
      {warning.code ? (
        <div className={styles.codeBox}>
          <p className={styles.codeLabel}>{t('warning.codeSays')}</p>
          <p className={styles.codeText} translate="no">
            {warning.code}
          </p>
        </div>
      ) : null}
      <div className={styles.actions}>
        <Link
          className={`${styles.action} ${styles.primary}`}
          to={paths.kerbReport.href(warning.device ?? undefined)}
          state={{ reason: warning.kind, code: warning.code } satisfies ReportContext}
        >
          {t('warning.report')}
        </Link>
        <ScanSpaceCodeButton>{t('scanAgain')}</ScanSpaceCodeButton>
        <Link className={styles.action} to={paths.home.href()} replace>
          {t('warning.home')}
        </Link>
      </div>
    </section>
  );
}
