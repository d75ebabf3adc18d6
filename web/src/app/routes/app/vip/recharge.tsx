import type { AreaCode } from '@dehong/api-spec';
import { AREAS } from '@dehong/api-spec/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { useMemberFunds } from '@/features/member/api/get-member-funds';
import { usePayFlow } from '@/features/payment/use-pay-flow';
import {
  latestOrderAreaQueryOptions,
  useLatestOrderArea,
} from '@/features/recharge/api/get-latest-order-area';
import { BalanceHeader } from '@/features/recharge/components/balance-header';
import { RechargeForm } from '@/features/recharge/components/recharge-form';
import { RechargeNotice } from '@/features/recharge/components/recharge-notice';
import { rechargePayOrder } from '@/features/recharge/recharge-order';

const areaOf = (value: string | null): AreaCode | null =>
  Object.values(AREAS).find((code) => code === value) ?? null;

/**
 * /app/vip/recharge?code= (spec section 2): the balance, the packages, the notice and the pay
 * popup. The top-up is paid through the bank of the area in `code` (the area the user came from);
 * without one, of the area of the member's latest order (spec section 7: "recharge uses the same
 * choice"); with neither, all of Dehong, which takes the default route.
 */
export function Component() {
  const { t } = useTranslation(['screens', 'recharge']);
  const [search] = useSearchParams();
  const linkedArea = areaOf(search.get('code'));
  const queryClient = useQueryClient();
  useLatestOrderArea(linkedArea === null);
  const funds = useMemberFunds().data;
  const { pay, isPaying } = usePayFlow();

  const payArea = async (): Promise<string> =>
    linkedArea ??
    (await queryClient.fetchQuery(latestOrderAreaQueryOptions()).catch(() => AREAS.all));

  return (
    <Page title={t('recharge')}>
      <BalanceHeader funds={funds} />
      <RechargeForm
        paying={isPaying}
        onPay={(pkg, amount) =>
          void payArea().then((area) =>
            pay({ draft: rechargePayOrder(pkg, amount, area), area, allowBalance: false }),
          )
        }
      />
      <div style={{ textAlign: 'center' }}>
        <RechargeNotice />
      </div>
    </Page>
  );
}
