import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { PageLoading } from '@/components/page-loading';
import { useMessages } from '../api/get-messages';
import { useReadMessage } from '../api/read-message';
import styles from './member-pages.module.css';
import { OperatorText } from '@/components/operator-text';

/**
 * Messages the simulator composes come in the reader's language; an English one may still name a
 * plate or an operator's word in Chinese (云N12345, a card or store name), so a message is
 * Chinese, and marked lang="zh-CN", when its first letter is (announcements, older messages).
 */
const isChinese = (text: string) => /^\P{L}*\p{Script=Han}/u.test(text);

/** The member's messages; opening an unread one marks it read. */
export function MessageList() {
  const { t } = useTranslation('member');
  const messages = useMessages();
  const read = useReadMessage();
  const [open, setOpen] = useState<string | null>(null);
  if (messages.isPending) return <PageLoading />;
  const items = messages.data?.pages.flatMap((page) => page.list) ?? [];
  if (items.length === 0) return <EmptyState description={t('messages.empty')} />;

  return (
    <>
      <ul className={styles.messages}>
        {items.map((message) => (
          <li key={message.serial}>
            <button
              type="button"
              className={styles.message}
              aria-expanded={open === message.serial}
              onClick={() => {
                setOpen(open === message.serial ? null : message.serial);
                if (message.read === 0) read.mutate(message.serial);
              }}
            >
              <span className={styles.messageTitle}>
                {message.read === 0 ? (
                  <span className={styles.unread} aria-label={t('messages.unread')} role="img" />
                ) : null}
                {isChinese(message.title) ? <OperatorText text={message.title} /> : message.title}
              </span>
              <small>{message.createTime}</small>
            </button>
            {open === message.serial ? (
              <p
                className={styles.messageBody}
                lang={isChinese(message.content) ? 'zh-CN' : undefined}
              >
                {message.content}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <ListEnd hasMore={messages.hasNextPage} loadMore={() => messages.fetchNextPage()} />
    </>
  );
}
