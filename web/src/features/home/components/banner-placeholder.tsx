import styles from './banner-placeholder.module.css';

/** The banners' place while they load: the same size, so that nothing below jumps. */
export function BannerPlaceholder() {
  return <div className={styles.placeholder} aria-hidden />;
}
