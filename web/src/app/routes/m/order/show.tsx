import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { OrderDetail } from '@/features/orders/components/order-detail';

/** /m/order/show?c={bookCode} (spec section 2). */
export function Component() {
  const { t } = useTranslation('screens');
  const [search] = useSearchParams();
  return (
    <Page title={t('orderShow')}>
      <OrderDetail bookCode={search.get('c') ?? ''} />
    </Page>
  );
}
