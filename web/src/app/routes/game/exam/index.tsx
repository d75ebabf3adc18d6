import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { ExamPage } from '@/features/games/components/exam-page';

/** /game/exam/index: the daily traffic quiz. */
export function Component() {
  const { t } = useTranslation('screens');
  return (
    <Page title={t('gameExam')}>
      <ExamPage />
    </Page>
  );
}
