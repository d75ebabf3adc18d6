import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { OrderDispute } from '@/features/disputes/components/order-dispute';
import { OrderDetail } from '@/features/orders/components/order-detail';

/** /m/order/show?c={bookCode}[&d={device}] (spec section 2; `d` when opened from a scanned space). */
export function Component() {
  const { t } = useTranslation('screens');
  const [search] = useSearchParams();
  return (
    <Page title={t('orderShow')}>
      <OrderDetail
        bookCode={search.get('c') ?? ''}
        atDevice={search.get('d') ?? undefined}
        extra={(order) => <OrderDispute order={order} />}
      />
    </Page>
  );
}
