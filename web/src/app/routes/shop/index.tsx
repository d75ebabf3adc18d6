import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { ShopHome } from '@/features/shop/components/shop-home';
// Every target 44 x 44 px or more, on every screen but home's first (styles/targets.css).
import '@/styles/targets.css';

// The route's loader takes it from this chunk, which index.html asks for from the first byte.
export { prefetchShop } from '../../prefetch-shop';

/** /shop/index: the car-service shop (no login needed to browse). */
export function Component() {
  const { t } = useTranslation(['screens', 'shop']);
  return (
    <Page
      title={t('screens:shop')}
      right={<Link to={paths.shopCart.href()}>{t('shop:index.cart')}</Link>}
    >
      <ShopHome />
    </Page>
  );
}
