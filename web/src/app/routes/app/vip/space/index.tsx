import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { MySpaces } from '@/features/vehicles/components/my-spaces';

/** /app/vip/space/index: where each of the member's cars was last parked. */
export function Component() {
  const { t } = useTranslation(['screens', 'vehicles']);
  return (
    <Page title={t('spaces')}>
      <MySpaces />
    </Page>
  );
}
