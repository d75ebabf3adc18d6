import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CartList } from '@/features/shop/components/cart-list';

/** /shop/cart/index: the member's cart (login required). */
export function Component() {
  const { t } = useTranslation(['screens', 'shop']);
  const navigate = useNavigate();
  return (
    <Page title={t('screens:shopCart')}>
      <CartList onCheckout={() => void navigate(paths.shopPayConfirm.href({ cart: 1 }))} />
    </Page>
  );
}
