import type { News } from '@dehong/api-spec';
import { apiUrl } from '@/lib/api';
import styles from './material.module.css';

/** One article: title, digest and cover; it opens the article's page. */
export function NewsItem({ news }: { news: News }) {
  return (
    <a className={styles.news} href={apiUrl(news.url)}>
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
