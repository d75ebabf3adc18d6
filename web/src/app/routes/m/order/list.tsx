import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AREAS } from '@dehong/api-spec/domain';
import type { AreaCode } from '@dehong/api-spec';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { OrderList } from '@/features/orders/components/order-list';

const areaOf = (value: string | null): AreaCode | undefined =>
  Object.values(AREAS).find((code) => code === value);

/** /m/order/list?carNumber=&code=&showPay= (spec section 2); without a plate it asks for one. */
export function Component() {
  const { t } = useTranslation(['screens', 'orders']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const number = search.get('carNumber') ?? '';
  const code = areaOf(search.get('code'));
  const showPay = search.get('showPay') !== '0';

  return (
    <Page
      title={t('screens:orderList')}
      footer={
        showPay ? (
          <Button
            block
            color="primary"
            shape="rounded"
            onClick={() =>
              void navigate(paths.orderPayment.href({ carNumber: number || undefined, code }))
            }
          >
            {t('orders:actions.pay')}
          </Button>
        ) : undefined
      }
    >
      {number ? (
        <OrderList query={{ number, code }} />
      ) : (
        <EmptyState description={t('orders:noPlate')} />
      )}
    </Page>
  );
}
