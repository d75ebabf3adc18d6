import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { ProductDetail } from '@/features/shop/components/product-detail';

/** /shop/goods/show?serial=: one product (the home banner's car wash opens here). */
export function Component() {
  const { t } = useTranslation(['screens', 'shop']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const serial = search.get('serial') ?? '';
  return (
    <Page
      title={t('screens:shopGoods')}
      right={<Link to={paths.shopCart.href()}>{t('shop:index.cart')}</Link>}
    >
      {serial ? (
        <ProductDetail
          serial={serial}
          onBuyNow={(line) => void navigate(paths.shopPayConfirm.href(line))}
        />
      ) : (
        <EmptyState description={t('shop:product.missing')} />
      )}
    </Page>
  );
}
