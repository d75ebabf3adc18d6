import type { News } from '@dehong/api-spec';
import { useState } from 'react';
import { DocSheet } from '@/components/doc-sheet';
import { apiUrl } from '@/lib/api';
import styles from './material.module.css';

/**
 * One article: title, digest and cover; it opens the article's page inside the app, under the
 * app's navigation bar, whose back arrow returns to where the owner was.
 */
export function NewsItem({ news }: { news: News }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <NewsLink news={news} onOpen={() => setOpen(true)} />
      <DocSheet open={open} title={news.title} lang="zh-CN" onClose={() => setOpen(false)}>
        <iframe src={apiUrl(news.url)} title={news.title} lang="zh-CN" />
      </DocSheet>
    </>
  );
}

function NewsLink({ news, onOpen }: { news: News; onOpen: () => void }) {
  return (
    <a
      className={styles.news}
      href={apiUrl(news.url)}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
      }}
    >
      <span className={styles.newsText}>
        <strong className={styles.newsTitle} lang="zh-CN">
          {news.title}
        </strong>
        <span className={styles.newsDigest} lang="zh-CN">
          {news.digest}
        </span>
        <small className={styles.newsTime}>{news.createTime.slice(0, 10)}</small>
      </span>
      {news.cover ? (
        <img className={styles.newsCover} src={apiUrl(news.cover)} alt="" loading="lazy" />
      ) : null}
    </a>
  );
}
