import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { FindCar } from '@/features/vehicles/components/find-car';

/** /app/tools/look?number= (spec section 2): find car by the member's plates. */
export function Component() {
  const { t } = useTranslation(['screens', 'vehicles']);
  const [search, setSearch] = useSearchParams();
  return (
    <Page title={t('findCar')}>
      <FindCar
        number={search.get('number')}
        onChoose={(number) => setSearch({ number }, { replace: true })}
      />
    </Page>
  );
}
