import type { AreaCode } from '@dehong/api-spec';
import { AREAS } from '@dehong/api-spec/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { useMemberFunds } from '@/features/member/api/get-member-funds';
import { usePayFlow } from '@/features/payment/use-pay-flow';
import { BalanceHeader } from '@/features/recharge/components/balance-header';
import { RechargeForm } from '@/features/recharge/components/recharge-form';
import { RechargeNotice } from '@/features/recharge/components/recharge-notice';
import { rechargePayOrder } from '@/features/recharge/recharge-order';

const areaOf = (value: string | null): AreaCode =>
  Object.values(AREAS).find((code) => code === value) ?? AREAS.all;

/**
 * /app/vip/recharge?code= (spec section 2): the balance, the packages, the notice and the pay
 * popup. The top-up is paid through the bank of the area in `code` (the area the user pays in);
 * without one, all of Dehong, which takes the default route (spec section 7).
 */
export function Component() {
  const { t } = useTranslation(['screens', 'recharge']);
  const [search] = useSearchParams();
  const area = areaOf(search.get('code'));
  const funds = useMemberFunds().data;
  const { pay, isPaying } = usePayFlow();

  return (
    <Page title={t('recharge')}>
      <BalanceHeader funds={funds} />
      <RechargeForm
        paying={isPaying}
        onPay={(pkg, amount) =>
          pay({ draft: rechargePayOrder(pkg, amount, area), area, allowBalance: false })
        }
      />
      <div style={{ textAlign: 'center' }}>
        <RechargeNotice />
      </div>
    </Page>
  );
}
