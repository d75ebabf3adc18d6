import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import { useTranslation } from 'react-i18next';
import styles from './list-end.module.css';

/**
 * The end of a paged list: loads the next page when it comes into view, offers a retry when that
 * failed, and says `endText` (e.g. "no more news") when there is nothing more.
 */
export function ListEnd({
  hasMore,
  loadMore,
  endText = '',
}: {
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  endText?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <InfiniteScroll
      hasMore={hasMore}
      loadMore={async () => {
        await loadMore();
      }}
    >
      {(more, failed, retry) => (
        <p className={styles.end}>
          {failed ? (
            <button type="button" className={styles.retry} onClick={() => void retry()}>
              {t('list.retry')}
            </button>
          ) : more ? (
            t('loading')
          ) : (
            endText
          )}
        </p>
      )}
    </InfiniteScroll>
  );
}
