import type { Order } from '@dehong/api-spec';
import { LEAVE_COUNTDOWN_SECONDS } from '@dehong/api-spec/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { confirm } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { useLeaveOrder } from './api/leave-order';

/**
 * Leave now (spec section 4): the leave reminder, preview-done (the order becomes 22), a 3-second
 * countdown, then the payment page for the plate.
 */
export function useLeaveFlow() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const leaveOrder = useLeaveOrder();

  return async (order: Order) => {
    const confirmed = await confirm({
      title: t('leave.title'),
      content: t('leave.body'),
      confirmText: t('leave.confirm'),
      cancelText: t('leave.keep'),
    });
    if (!confirmed) return;
    // A refusal has been shown by the mutation's error handling.
    const ended = await leaveOrder.mutateAsync(order.serial).catch(() => null);
    if (!ended) return;
    await toast.countdown(LEAVE_COUNTDOWN_SECONDS, (seconds) =>
      t('leave.countdown', { seconds: String(seconds) }),
    );
    void navigate(paths.orderPayment.href({ carNumber: ended.number, plateType: ended.plateType }));
  };
}
