import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PromotionCode } from '@/features/member/components/promotion-code';

/** /app/vip/share: the member's promotion code as a QR code of their promotion link. */
export function Component() {
  const { t } = useTranslation(['screens', 'member']);
  return (
    <Page title={t('share')}>
      <PromotionCode />
    </Page>
  );
}
