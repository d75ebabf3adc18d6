import { useTranslation } from 'react-i18next';
import { useDisputes } from '../api/get-disputes';
import { DisputeCard } from './dispute-card';
import styles from './disputes.module.css';

/** The member's disputes with their state (shown with the messages, where decisions arrive). */
export function DisputeList() {
  const { t } = useTranslation('disputes');
  const disputes = useDisputes();
  // The messages below show their own loading state; the disputes appear when they arrive.
  const list = disputes.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="disputes-title">
      <h2 id="disputes-title" className={styles.listTitle}>
        {t('list.title')}
      </h2>
      {list.map((dispute) => (
        <DisputeCard key={dispute.id} dispute={dispute} withOrder />
      ))}
    </section>
  );
}
