import { useTranslation } from 'react-i18next';
import { MenuGrid } from '@/components/menu-grid';
import { Page } from '@/components/page';
import { MORE_MENU } from '@/config/menus/member';

/** /app/more (spec section 2): every other service; open to visitors, some entries need login. */
export function Component() {
  const { t } = useTranslation(['screens', 'menu']);
  return (
    <Page title={t('screens:more')}>
      <MenuGrid title={t('menu:titles.more')} entries={MORE_MENU} />
    </Page>
  );
}
