import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { MenuGrid } from '@/components/menu-grid';
import { Page } from '@/components/page';
import { MINE_MENU } from '@/config/menus/member';
import { useLogout } from '@/features/auth/api/logout';
import { useMemberFunds } from '@/features/member/api/get-member-funds';
import RenewalNotice from '@/features/home/components/renewal-notice';
import { dueRenewals } from '@/features/home/due-renewals';
import { useMemberInfo } from '@/features/member/api/get-member-info';
import { ProfileCard } from '@/features/member/components/profile-card';
import { useVehicles } from '@/features/vehicles/api/get-vehicles';
import { VehicleCards } from '@/features/vehicles/components/vehicle-cards';
// Every target 44 x 44 px or more, on every screen but home's first (styles/targets.css).
import '@/styles/targets.css';

/**
 * The mine tab (spec section 2): the member's profile and funds, a card per vehicle, the shortcut
 * grid and log out.
 */
export default function MineTab() {
  const { t } = useTranslation(['common', 'menu', 'member', 'vehicles', 'operator']);
  const logout = useLogout();
  const member = useMemberInfo().data;
  const funds = useMemberFunds().data;
  const vehicles = useVehicles().data;

  return (
    <Page title={t('common:tabs.mine')} back={false} right={<LanguageSwitch />}>
      <ProfileCard member={member} funds={funds} />
      <RenewalNotice renewals={vehicles ? dueRenewals(vehicles) : []} />
      {vehicles ? <VehicleCards vehicles={vehicles} /> : null}
      <MenuGrid title={t('menu:titles.mine')} entries={MINE_MENU} />
      <div style={{ padding: '0 12px' }}>
        <Button block color="danger" fill="outline" onClick={logout}>
          {t('common:actions.logout')}
        </Button>
      </div>
    </Page>
  );
}
