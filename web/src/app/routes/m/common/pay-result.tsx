import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { PayResult } from '@/features/payment/components/pay-result';

/** /m/common/pay/result?amount={fen}&type= and the older /m/common/payResult?type=1. */
export function Component() {
  const { t } = useTranslation('screens');
  const [search] = useSearchParams();
  const amount = Number(search.get('amount') ?? Number.NaN);
  return (
    <Page title={t('payResult')} back={false}>
      <PayResult
        amount={Number.isSafeInteger(amount) && amount >= 0 ? amount : null}
        type={search.get('type')}
      />
    </Page>
  );
}
