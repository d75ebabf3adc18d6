import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { PayResult } from '@/features/payment/components/pay-result';

/**
 * /m/common/pay/result?payCode={code} and the older /m/common/payResult?type=1 (no code: the
 * member's newest pay order). What the page says comes from the server's pay order.
 */
export function Component() {
  const { t } = useTranslation('screens');
  const [search] = useSearchParams();
  return (
    <Page title={t('payResult')} back={false}>
      <PayResult payCode={search.get('payCode')?.trim() || null} />
    </Page>
  );
}
