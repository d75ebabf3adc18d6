import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { DisputeList } from '@/features/disputes/components/dispute-list';
import { ChatNoticeList } from '@/features/member/components/chat-notice-list';
import { MessageList } from '@/features/member/components/message-list';

/** /app/vip/message/index (the mine grid's messages; not in the spec's route table, added). */
export function Component() {
  const { t } = useTranslation(['screens', 'member']);
  return (
    <Page title={t('messages')}>
      <DisputeList />
      <MessageList />
      <ChatNoticeList />
    </Page>
  );
}
