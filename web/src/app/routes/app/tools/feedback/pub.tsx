import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';
import { FeedbackForm } from '@/features/tools/components/feedback-form';

/** /app/tools/feedback/pub: send feedback, then see it at the top of the list. */
export function Component() {
  const { t } = useTranslation(['screens', 'tools']);
  const backToList = useGoBack(paths.feedback.href());
  return (
    <Page title={t('feedbackPublish')}>
      <FeedbackForm onSent={backToList} />
    </Page>
  );
}
