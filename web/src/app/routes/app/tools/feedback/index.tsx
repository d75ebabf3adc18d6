import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { FeedbackList } from '@/features/tools/components/feedback-list';

/** /app/tools/feedback/index: the member's feedback and the operator's replies. */
export function Component() {
  const { t } = useTranslation(['screens', 'tools']);
  const navigate = useNavigate();
  return (
    <Page
      title={t('screens:feedback')}
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => void navigate(paths.feedbackPublish.href())}
        >
          {t('tools:feedback.send')}
        </Button>
      }
    >
      <FeedbackList />
    </Page>
  );
}
