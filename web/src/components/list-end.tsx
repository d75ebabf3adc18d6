import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './list-end.module.css';

/** What a page's load tells (TanStack Query's `fetchNextPage` resolves to it). */
interface PageLoad {
  hasNextPage: boolean;
  isFetchNextPageError: boolean;
}

/** How far below the screen the next page starts loading (antd-mobile InfiniteScroll's 250 px). */
const AHEAD = '0px 0px 250px 0px';

/**
 * The end of a paged list: loads the next page when it comes within 250 px of the screen, again
 * while it stays there, offers a retry when a page failed, and says `endText` (e.g. "no more
 * news") when there is nothing more. Plain markup rather than antd-mobile's InfiniteScroll, so the
 * screens owners open cold (the shop front) do not wait for antd-mobile's chunk. Without
 * IntersectionObserver (very old web views) the end counts as in view.
 */
export function ListEnd({
  hasMore,
  loadMore,
  endText = '',
}: {
  hasMore: boolean;
  loadMore: () => Promise<PageLoad>;
  endText?: string;
}) {
  const { t } = useTranslation('common');
  const end = useRef<HTMLParagraphElement>(null);
  const inView = useRef(typeof IntersectionObserver === 'undefined');
  const loading = useRef(false);
  const [failed, setFailed] = useState(false);
  // Counts the pages loaded here: after each, the end may still be in view.
  const [loaded, setLoaded] = useState(0);
  const loadNext = useRef<() => void>(() => undefined);

  useEffect(() => {
    const load = () => {
      if (!inView.current || !hasMore || failed || loading.current) return;
      loading.current = true;
      loadMore().then(
        (page) => {
          loading.current = false;
          // From the load's own answer, not `hasMore`: the list above may not have rendered the
          // new page yet, and asking again on its stale "more" would ask on and on.
          if (page.isFetchNextPageError) setFailed(true);
          else if (page.hasNextPage) setLoaded((count) => count + 1);
        },
        () => {
          loading.current = false;
          setFailed(true);
        },
      );
    };
    // The observer's callback loads with what is current now.
    loadNext.current = load;
    load();
  }, [hasMore, loadMore, failed, loaded]);

  useEffect(() => {
    const element = end.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        inView.current = entry?.isIntersecting ?? false;
        loadNext.current();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <p ref={end} className={styles.end}>
      {failed ? (
        <button type="button" className={styles.retry} onClick={() => setFailed(false)}>
          {t('list.retry')}
        </button>
      ) : hasMore ? (
        t('loading')
      ) : (
        endText
      )}
    </p>
  );
}
