import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';

export function Component() {
  const { t } = useTranslation(['screens', 'common']);
  return (
    <Page title={t('screens:notFound')}>
      <EmptyState description={t('common:empty.pageNotFound')} />
    </Page>
  );
}
