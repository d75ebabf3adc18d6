import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ListEnd } from '@/components/list-end';
import { useFormat } from '@/hooks/use-format';
import { useChatNotices } from '../api/get-chat-notices';
import styles from './member-pages.module.css';

/** Only a path of this app opens from a notice (never another site). */
const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/**
 * The parking notices sent through the chat app (amount due, reminders, payments...), in the
 * reader's language, each opening the app where its link points.
 */
export function ChatNoticeList() {
  const { t } = useTranslation('member');
  const format = useFormat();
  const notices = useChatNotices();
  const items = notices.data?.pages.flatMap((page) => page.list) ?? [];
  if (notices.isPending) return null;

  return (
    <section aria-labelledby="chat-notices-title" data-testid="chat-notices">
      <h2 id="chat-notices-title" className={styles.sectionTitle}>
        {t('chatNotices.title')}
      </h2>
      {items.length === 0 ? (
        <p className={styles.sectionEmpty}>{t('chatNotices.empty')}</p>
      ) : (
        <ul className={styles.messages}>
          {items.map((notice) => (
            <li key={notice.serial} data-kind={notice.kind}>
              <div className={styles.message}>
                <span className={styles.messageTitle}>{notice.title}</span>
                <small>
                  {notice.createTime}
                  {notice.data.amount !== undefined ? ` · ${format.money(notice.data.amount)}` : ''}
                </small>
                <span className={styles.noticeContent}>{notice.content}</span>
                {isAppPath(notice.link) ? (
                  <Link to={notice.link} className={styles.noticeLink}>
                    {t('chatNotices.open')} ›
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ListEnd hasMore={notices.hasNextPage} loadMore={() => notices.fetchNextPage()} />
    </section>
  );
}
