import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { NewsList } from '@/features/material/components/news-list';

/** /app/material/news (spec section 2). */
export function Component() {
  const { t } = useTranslation(['screens', 'material']);
  return (
    <Page title={t('news')}>
      <NewsList />
    </Page>
  );
}
