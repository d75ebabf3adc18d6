import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { CardList } from '@/features/cards/components/card-list';

/** /app/vip/card (spec section 2): the membership cards; choosing one opens its purchase. */
export function Component() {
  const { t } = useTranslation(['screens', 'cards']);
  return (
    <Page title={t('buyCard')}>
      <CardList />
    </Page>
  );
}
