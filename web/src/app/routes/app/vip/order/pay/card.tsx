import { useTranslation } from 'react-i18next';
import { useOperatorWord } from '@/components/operator-text';
import { Page } from '@/components/page';
import { useVipCards } from '@/features/cards/api/get-vip-cards';
import { PayOrderList } from '@/features/pay-orders/components/pay-order-list';

/**
 * /app/vip/order/pay/card: the member's membership card orders (membership packages), each by
 * its card's name in the reader's words (the pay order's goods is the card's serial).
 */
export function Component() {
  const { t } = useTranslation(['screens', 'bills']);
  const cards = useVipCards();
  const word = useOperatorWord();
  return (
    <Page title={t('screens:cardOrders')}>
      <PayOrderList
        query={{ orderType: 'vipCard' }}
        empty={t('bills:cardOrders.empty')}
        named={(order) => {
          const card = cards.data?.find((each) => each.serial === order.goods);
          return card ? word(card.name) : undefined;
        }}
      />
    </Page>
  );
}
