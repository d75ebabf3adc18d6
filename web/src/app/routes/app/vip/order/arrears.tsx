import type { Car } from '@dehong/api-spec';
import { AREAS } from '@dehong/api-spec/domain';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { CarArrears } from '@/features/bills/components/car-arrears';
import { PlateSearch } from '@/features/home/components/plate-search';
import { useRepaySummary } from '@/features/orders/api/get-repay-summary';
import { useCars } from '@/features/vehicles/api/get-cars';

/**
 * /app/vip/order/arrears (the home menu's "pay"): what each of the member's plates owes, each paid
 * on its payment page, and the plate search for any other plate.
 */
export function Component() {
  const { t } = useTranslation(['screens', 'bills', 'home', 'plate']);
  const cars = useCars().data ?? [];
  return (
    <Page title={t('arrears')}>
      <PlateSearch />
      {cars.map((car) => (
        <OwnCarArrears key={car.serial} car={car} />
      ))}
    </Page>
  );
}

function OwnCarArrears({ car }: { car: Car }) {
  const summary = useRepaySummary({ number: car.number, plateType: car.type, code: AREAS.all });
  return <CarArrears number={car.number} summary={summary.data} />;
}
