import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CarDetail } from '@/features/vehicles/components/car-detail';

/** /app/vip/car/show?serial=: one vehicle, its membership, and its removal. */
export function Component() {
  const { t } = useTranslation(['screens', 'vehicles', 'plate']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <Page title={t('vehicleShow')}>
      <CarDetail
        serial={search.get('serial') ?? ''}
        onRemoved={() => void navigate(paths.vehicles.href(), { replace: true })}
      />
    </Page>
  );
}
