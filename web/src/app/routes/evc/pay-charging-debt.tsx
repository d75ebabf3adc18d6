import { ChargingDebt } from '@/features/charging/components/charging-debt';
import { debtPayOrder } from '@/features/charging/debt-pay-order';
import { usePayFlow } from '@/features/payment/use-pay-flow';

/** Charging is not billed by area: its debt takes the default bank route. */
const CHARGING_PAY_AREA = 'charging';

/**
 * The member's charging debt, paid through the app's one pay flow: a pay order of type
 * `charging`, then the balance when it covers it, else the pay sheet; the result page follows.
 */
export function PayChargingDebt() {
  const { pay, isPaying } = usePayFlow();
  return (
    <ChargingDebt
      paying={isPaying}
      onPay={(debts) =>
        pay({ draft: debtPayOrder(debts), area: CHARGING_PAY_AREA, allowBalance: true })
      }
    />
  );
}
