import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorSentence } from '@/components/operator-text';
import { PageLoading } from '@/components/page-loading';
import { useStickerReports } from '../api/get-sticker-reports';
import styles from './kerb.module.css';

/** The member's own sticker reports, newest first, with the patrol's answer once handled. */
export function StickerReportList() {
  const { t } = useTranslation('kerb');
  const reports = useStickerReports();
  const sentence = useOperatorSentence();
  const titleId = useId();
  return (
    <section className={styles.reports} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.formTitle}>
        {t('report.mine')}
      </h2>
      {reports.isPending ? (
        <PageLoading />
      ) : !reports.data?.list.length ? (
        <p className={styles.value}>{t('report.none')}</p>
      ) : (
        <ul className={styles.reportList}>
          {reports.data.list.map((report) => (
            <li key={report.serial} className={styles.reportItem}>
              <p className={styles.reportHead}>
                <span>{t(`report.reason.${report.reason}`)}</span>
                <span
                  className={report.status === 'handled' ? styles.handled : styles.open}
                  data-status={report.status}
                >
                  {t(`report.status.${report.status}`)}
                </span>
              </p>
              {report.space !== null ? (
                <p className={styles.value}>
                  {sentence((word) =>
                    t('report.space', {
                      station: word(report.stationName),
                      space: report.space ?? '',
                    }),
                  )}
                </p>
              ) : null}
              <p className={styles.muted}>{t('report.reported', { time: report.createTime })}</p>
              {report.answer ? (
                <p className={styles.value}>{t('report.answer', { answer: report.answer })}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
