import type { Schemas } from '@dehong/api-spec';
import Tag from 'antd-mobile/es/components/tag';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/hooks/use-format';
import { apiUrl } from '@/lib/api';
import styles from './disputes.module.css';

type Dispute = Schemas['Dispute'];

const TAG_COLOR = { open: 'warning', upheld: 'success', rejected: 'danger' } as const;

/** One dispute: its state, the reason and text, and the operator's decision with any refund. */
export function DisputeCard({
  dispute,
  withOrder = false,
}: {
  dispute: Dispute;
  withOrder?: boolean;
}) {
  const { t } = useTranslation('disputes');
  const format = useFormat();
  return (
    <article className={styles.card} aria-label={t('card.label', { bookCode: dispute.bookCode })}>
      <header className={styles.cardHeader}>
        <strong>
          {withOrder ? `${dispute.number} · ${format.money(dispute.cash)}` : t('card.title')}
        </strong>
        <Tag color={TAG_COLOR[dispute.status]}>{t(`status.${dispute.status}`)}</Tag>
      </header>
      {withOrder ? <small className={styles.muted}>{dispute.bookCode}</small> : null}
      <p>
        {t(`reason.${dispute.reason}`)}: {dispute.content}
      </p>
      {dispute.photos.length > 0 ? (
        <div className={styles.photos}>
          {dispute.photos.map((url, index) => (
            <img
              key={url}
              src={apiUrl(url)}
              alt={t('form.photo', { index: String(index + 1) })}
              className={styles.photo}
              loading="lazy"
            />
          ))}
        </div>
      ) : null}
      {dispute.status === 'open' ? <p className={styles.muted}>{t('card.underReview')}</p> : null}
      {dispute.status !== 'open' && dispute.answer ? (
        <p>
          {t('card.answer')}: {dispute.answer}
        </p>
      ) : null}
      {dispute.refund > 0 && dispute.refundRoute ? (
        <p>
          {t(dispute.refundRoute === 'balance' ? 'card.refundBalance' : 'card.refundBank', {
            amount: format.money(dispute.refund),
          })}
        </p>
      ) : null}
      <small className={styles.muted}>
        {dispute.createTime}
        {dispute.decideTime ? ` → ${dispute.decideTime}` : ''}
      </small>
    </article>
  );
}
