import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PlateSearch } from '@/features/home/components/plate-search';
import { RenewalNotice, dueRenewals } from '@/features/home/components/renewal-notice';
import { vehiclesQueryOptions } from '@/features/vehicles/api/get-vehicles';
import { api } from '@/lib/api';
// Hotline, banners, the menu grid, tiles, the parking card, news and the notice. Part of
// the tab's own chunk: a lazy part here would ask for its data one round trip later.
import HomeDashboard from './home-dashboard';

export function HomeTab() {
  const { t } = useTranslation('common');
  const vehicles = useQuery({ ...vehiclesQueryOptions(), enabled: api.session.isLoggedIn }).data;
  return (
    <Page title={t('tabs.home')} back={false}>
      <PlateSearch />
      <RenewalNotice renewals={vehicles ? dueRenewals(vehicles) : []} />
      <HomeDashboard />
    </Page>
  );
}
