import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { ActivityList } from '@/features/material/components/activity-list';

/** /app/material/activity (spec section 2). */
export function Component() {
  const { t } = useTranslation(['screens', 'material']);
  return (
    <Page title={t('activity')}>
      <ActivityList />
    </Page>
  );
}
