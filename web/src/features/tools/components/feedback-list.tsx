import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { PageLoading } from '@/components/page-loading';
import { apiUrl } from '@/lib/api';
import { useFeedback } from '../api/get-feedback';
import styles from './feedback.module.css';

/** The member's feedback, newest first, each with the operator's reply or that one is awaited. */
export function FeedbackList() {
  const { t } = useTranslation('tools');
  const feedback = useFeedback();
  if (feedback.isPending) return <PageLoading />;
  const items = feedback.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) return <EmptyState description={t('feedback.empty')} />;

  return (
    <>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.serial} className={styles.item}>
            <p className={styles.content} lang="zh-CN">
              {item.content}
            </p>
            {item.images.length > 0 ? (
              <div className={styles.pictures}>
                {item.images.map((url, index) => (
                  <img
                    key={url}
                    src={apiUrl(url)}
                    alt={t('feedback.picture', { index: String(index + 1) })}
                    className={styles.picture}
                  />
                ))}
              </div>
            ) : null}
            <time className={styles.time}>{item.createTime}</time>
            <p className={item.reply ? styles.reply : styles.awaiting}>
              {item.reply ? (
                <>
                  {t('feedback.reply')}: <span lang="zh-CN">{item.reply}</span>
                </>
              ) : (
                t('feedback.awaiting')
              )}
            </p>
          </li>
        ))}
      </ul>
      <ListEnd hasMore={feedback.hasNextPage} loadMore={() => feedback.fetchNextPage()} />
    </>
  );
}
