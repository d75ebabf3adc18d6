import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { LanguageSwitch } from '@/components/language-switch';
import { Page } from '@/components/page';
import { useLogout } from '@/features/auth/api/logout';

/** Issue 5 fills this: avatar, funds, vehicle cards and the shortcut grid. Logout works already. */
export default function MineTab() {
  const { t } = useTranslation('common');
  const logout = useLogout();
  return (
    <Page title={t('tabs.mine')} back={false} right={<LanguageSwitch />}>
      <EmptyState description={t('empty.comingSoon')} />
      <div style={{ padding: '0 16px' }}>
        <Button block color="danger" fill="outline" onClick={logout}>
          {t('actions.logout')}
        </Button>
      </div>
    </Page>
  );
}
