import { useTranslation } from 'react-i18next';
import { MenuGrid } from '@/components/menu-grid';
import { Page } from '@/components/page';
import { TOOLS_MENU } from '@/config/menus/member';
import { QuestionList } from '@/features/tools/components/question-list';
import { ServiceHalls } from '@/features/tools/components/service-halls';

/**
 * /app/tools/index: feedback, settings, find car, the operator's halls (the home Services tile
 * opens the shop, so the halls are found here) and the frequently asked questions.
 */
export function Component() {
  const { t } = useTranslation(['screens', 'menu', 'tools']);
  return (
    <Page title={t('screens:tools')}>
      <MenuGrid title={t('menu:titles.tools')} entries={TOOLS_MENU} />
      <ServiceHalls />
      <QuestionList />
    </Page>
  );
}
