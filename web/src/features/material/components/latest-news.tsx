import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLatestNews } from '../api/get-latest-news';
import { NewsItem } from './news-item';
import styles from './material.module.css';

/** The home tab's latest news with a link to every article ("see more"). */
export function LatestNews({ title, seeMore }: { title: string; seeMore: string }) {
  const news = useLatestNews();
  return (
    <section className={styles.latest} aria-labelledby="latest-news-title">
      <header className={styles.latestHeader}>
        <h2 id="latest-news-title" className={styles.latestTitle}>
          {title}
        </h2>
        <Link to={paths.news.href()} className={styles.seeMore}>
          {seeMore}
        </Link>
      </header>
      {news.data?.map((item) => (
        <NewsItem key={item.serial} news={item} />
      ))}
    </section>
  );
}
