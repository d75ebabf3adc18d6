import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';
import { CarForm } from '@/features/vehicles/components/car-form';

/** /app/vip/car/pub: add a vehicle, then back to where the user came from. */
export function Component() {
  const { t } = useTranslation(['screens', 'vehicles', 'plate']);
  const goBack = useGoBack(paths.vehicles.href());
  return (
    <Page title={t('vehiclePublish')}>
      <CarForm onAdded={goBack} />
    </Page>
  );
}
