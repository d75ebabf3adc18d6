import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { CarList } from '@/features/vehicles/components/car-list';

/** /app/vip/car/index: the member's vehicles and the way to add one. */
export function Component() {
  const { t } = useTranslation(['screens', 'vehicles', 'plate']);
  const navigate = useNavigate();
  return (
    <Page
      title={t('screens:vehicles')}
      footer={
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() => void navigate(paths.vehiclePublish.href())}
        >
          {t('vehicles:list.add')}
        </Button>
      }
    >
      <CarList />
    </Page>
  );
}
