import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { useServiceHalls } from '../api/get-service-halls';
import styles from './tools.module.css';

/** Where to meet the operator in person: each hall's address, hours and phone. */
export function ServiceHalls() {
  const { t } = useTranslation('tools');
  const halls = useServiceHalls();
  if (halls.isPending) return <PageLoading />;
  if (!halls.data?.length) return <EmptyState description={t('halls.empty')} />;
  return (
    <section className={styles.card} aria-labelledby="halls-title">
      <h2 id="halls-title" className={styles.title}>
        {t('halls.title')}
      </h2>
      <ul className={styles.halls}>
        {halls.data.map((hall) => (
          <li key={hall.serial} aria-label={hall.name}>
            <strong lang="zh-CN">{hall.name}</strong>
            <span lang="zh-CN">{hall.address}</span>
            <span>{t('halls.open', { hours: hall.openTime })}</span>
            <a href={`tel:${hall.tel}`}>{t('halls.call', { tel: hall.tel })}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
