import styles from './profile-card.module.css';

/** The member's picture, or a neutral head when none was set. */
export function Avatar({ url, size = 56 }: { url: string; size?: number }) {
  return url ? (
    <img className={styles.avatar} src={url} alt="" width={size} height={size} />
  ) : (
    <svg className={styles.avatar} width={size} height={size} viewBox="0 0 56 56" aria-hidden>
      <circle cx="28" cy="28" r="28" fill="#dbe7ff" />
      <circle cx="28" cy="22" r="9" fill="#8fb1f5" />
      <path d="M12 46a16 16 0 0 1 32 0Z" fill="#8fb1f5" />
    </svg>
  );
}
