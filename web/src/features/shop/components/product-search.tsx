import SearchBar from 'antd-mobile/es/components/search-bar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { PageLoading } from '@/components/page-loading';
import { useProducts } from '../api/get-products';
import { clearSearchHistory, readSearchHistory, rememberSearch } from '../search-history';
import { ProductGrid } from './product-card';
import styles from './shop.module.css';

/**
 * /shop/goods/search: words typed or tapped from the recent searches find products by name; no
 * match says so with the words searched for.
 */
export function ProductSearch({
  initialWords = '',
  onSearched,
}: {
  initialWords?: string;
  /** The words now searched for (the route keeps them in its URL). */
  onSearched?: (words: string) => void;
}) {
  const { t } = useTranslation('shop');
  const [history, setHistory] = useState(readSearchHistory);
  const [typed, setTyped] = useState(initialWords);
  const [words, setWords] = useState(initialWords);
  const products = useProducts({ name: words }, { enabled: words !== '' });
  const items = products.data?.pages.flatMap((page) => page.list) ?? [];

  const search = (text: string) => {
    const trimmed = text.trim();
    setTyped(trimmed);
    setWords(trimmed);
    onSearched?.(trimmed);
    if (trimmed) setHistory(rememberSearch(trimmed));
  };

  return (
    <>
      <div className={styles.search} role="search">
        <SearchBar
          // antd-mobile's clear is a div named by aria-label without a role (and too small to
          // tap): screen readers cannot use it; deleting the words does the same.
          clearable={false}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={typed}
          onChange={setTyped}
          onSearch={search}
          autoFocus={!initialWords}
        />
      </div>
      {words === '' ? (
        history.length > 0 ? (
          <section className={styles.history} aria-label={t('search.history')}>
            <div className={styles.historyHeader}>
              <h2 className={styles.blockTitle}>{t('search.history')}</h2>
              <button
                type="button"
                className={styles.textButton}
                onClick={() => {
                  clearSearchHistory();
                  setHistory([]);
                }}
              >
                {t('search.clearHistory')}
              </button>
            </div>
            <ul className={styles.historyWords}>
              {history.map((old) => (
                <li key={old}>
                  <button type="button" className={styles.chip} onClick={() => search(old)}>
                    {old}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <EmptyState description={t('search.hint')} />
        )
      ) : products.isPending ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <EmptyState description={t('search.empty', { words })} />
      ) : (
        <>
          <ProductGrid products={items} label={t('search.label')} />
          <ListEnd
            hasMore={products.hasNextPage}
            loadMore={() => products.fetchNextPage()}
            endText={t('index.end')}
          />
        </>
      )}
    </>
  );
}
