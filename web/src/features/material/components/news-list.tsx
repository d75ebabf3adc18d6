import SearchBar from 'antd-mobile/es/components/search-bar';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { PageLoading } from '@/components/page-loading';
import { useNews } from '../api/get-news';
import { useNewsTypes } from '../api/get-news-types';
import { NewsItem } from './news-item';
import styles from './material.module.css';
import { OperatorText } from '@/components/operator-text';

const ALL = 'all';

/**
 * The news page (spec section 2): a tab per news type and a search, the articles 10 a page as the
 * list scrolls, "no more news" at the end, "no news data" when nothing matches.
 */
export function NewsList() {
  const { t } = useTranslation(['material', 'common']);
  const types = useNewsTypes().data ?? [];
  const [type, setType] = useState(ALL);
  const [name, setName] = useState('');
  const news = useNews({ type: type === ALL ? undefined : type, name });
  const items = news.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <div className={styles.search} role="search">
        <SearchBar
          // antd-mobile's clear is a div named by aria-label without a role (and too small to
          // tap): screen readers cannot use it; deleting the words does the same.
          clearable={false}
          aria-label={t('material:news.search')}
          placeholder={t('material:news.search')}
          onSearch={(words) => setName(words.trim())}
        />
      </div>
      <Tabs activeKey={type} onChange={setType} className={styles.tabs}>
        <Tabs.Tab key={ALL} title={t('material:news.all')} />
        {types.map((newsType) => (
          <Tabs.Tab key={newsType.serial} title={<OperatorText text={newsType.name} />} />
        ))}
      </Tabs>
      {news.isPending ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <EmptyState description={t('common:empty.noNewsData')} />
      ) : (
        <>
          <div className={styles.newsList}>
            {items.map((item) => (
              <NewsItem key={item.serial} news={item} />
            ))}
          </div>
          <ListEnd
            hasMore={news.hasNextPage}
            loadMore={() => news.fetchNextPage()}
            endText={t('common:empty.noMoreNews')}
          />
        </>
      )}
    </>
  );
}
