import { useTranslation } from 'react-i18next';
import { MenuGrid } from '@/components/menu-grid';
import { Page } from '@/components/page';
import { MORE_MENU } from '@/config/menus/member';
import { QuestionList } from '@/features/tools/components/question-list';
import { ServiceHalls } from '@/features/tools/components/service-halls';

/** /app/index (services): every service, the operator's halls and the frequent questions. */
export function Component() {
  const { t } = useTranslation(['screens', 'menu', 'tools']);
  return (
    <Page title={t('screens:appIndex')}>
      <MenuGrid title={t('menu:titles.more')} entries={MORE_MENU} />
      <ServiceHalls />
      <QuestionList />
    </Page>
  );
}
