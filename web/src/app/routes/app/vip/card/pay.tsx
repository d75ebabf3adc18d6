import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyNote } from '@/components/empty-note';
import { Page } from '@/components/page';
import { PageLoading } from '@/components/page-loading';
import { useVipCards } from '@/features/cards/api/get-vip-cards';
import { cardAt } from '@/features/cards/card-order';
import { CardPurchase } from '@/features/cards/components/card-purchase';
import { usePayFlow } from '@/features/payment/use-pay-flow';
import { useCars } from '@/features/vehicles/api/get-cars';
import { useVehicles } from '@/features/vehicles/api/get-vehicles';
import { useAppConfig } from '@/lib/app-config';
// Every target 44 x 44 px or more, on every screen but home's first (styles/targets.css).
import '@/styles/targets.css';

// The route's loader takes it from this chunk, which index.html asks for from the first byte.
export { prefetchCardPay } from '../../../../prefetch-card-pay';

/** Card purchases take the default bank route (spec section 7). */
const CARD_PAY_AREA = 'vipCard';

/**
 * /app/vip/card/pay?vipIndex=&number= (spec sections 2 and 4): titled card purchase details. A
 * renewal opens it with the plate and `vipIndex=3`.
 */
export function Component() {
  const { t } = useTranslation(['screens', 'cards', 'plate', 'orders']);
  const [search] = useSearchParams();
  const cards = useVipCards();
  const cars = useCars();
  const vehicles = useVehicles();
  const hotline = useAppConfig().data?.hotline;
  const { pay, isPaying } = usePayFlow();
  const card = cardAt(cards.data ?? [], Number(search.get('vipIndex') ?? 1));

  return (
    <Page title={t('screens:cardPay')}>
      {cards.isPending || cars.isPending || vehicles.isPending ? (
        <PageLoading />
      ) : card && cars.data ? (
        <CardPurchase
          cards={cards.data ?? []}
          cars={cars.data}
          vehicles={vehicles.data ?? []}
          initialCard={card}
          initialPlate={search.get('number')}
          hotline={hotline}
          paying={isPaying}
          onPay={({ draft, staffNumber }) =>
            pay({ draft, area: CARD_PAY_AREA, staffNumber, allowBalance: false })
          }
        />
      ) : (
        <EmptyNote description={t('cards:list.empty')} />
      )}
    </Page>
  );
}
