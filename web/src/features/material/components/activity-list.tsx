import SearchBar from 'antd-mobile/es/components/search-bar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { PageLoading } from '@/components/page-loading';
import { apiUrl } from '@/lib/api';
import { useActivities } from '../api/get-activities';
import styles from './material.module.css';

/** The activities page (spec section 2): a search and the covers, 10 a page. */
export function ActivityList() {
  const { t } = useTranslation(['material', 'common']);
  const [name, setName] = useState('');
  const activities = useActivities(name);
  const items = activities.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <>
      <div className={styles.search} role="search">
        <SearchBar
          // antd-mobile's clear is a div named by aria-label without a role (and too small to
          // tap): screen readers cannot use it; deleting the words does the same.
          clearable={false}
          aria-label={t('material:activity.search')}
          placeholder={t('material:activity.search')}
          onSearch={(words) => setName(words.trim())}
        />
      </div>
      {activities.isPending ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <EmptyState description={t('common:empty.noActivityData')} />
      ) : (
        <>
          <div className={styles.activities}>
            {items.map((activity) => (
              <a key={activity.serial} className={styles.activity} href={apiUrl(activity.url)}>
                <img
                  className={styles.activityCover}
                  src={apiUrl(activity.cover)}
                  alt=""
                  loading="lazy"
                />
                <span className={styles.activityText}>
                  <strong lang="zh-CN">{activity.title}</strong>
                  <span className={styles.activityDates}>
                    {t('material:activity.dates', {
                      start: activity.startDate,
                      end: activity.endDate,
                    })}
                  </span>
                </span>
              </a>
            ))}
          </div>
          <ListEnd hasMore={activities.hasNextPage} loadMore={() => activities.fetchNextPage()} />
        </>
      )}
    </>
  );
}
