import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';

/** Issue 5 fills this: the lot map (Leaflet stays in this tab's chunk). */
export default function MapTab() {
  const { t } = useTranslation('common');
  return (
    <Page title={t('tabs.map')} back={false}>
      <EmptyState description={t('empty.comingSoon')} />
    </Page>
  );
}
