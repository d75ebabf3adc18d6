import { isApiError, type Order } from '@dehong/api-spec';
import { LEAVE_COUNTDOWN_SECONDS } from '@dehong/api-spec/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { alert, confirm } from '@/lib/dialog';
import { showError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useLeaveOrder } from './api/leave-order';

/** The server refuses leave now to anyone but the plate's owner, its check-in or someone at its space. */
const NOT_YOUR_PARKING = 3010;

/**
 * Leave now (spec section 4): the leave reminder, preview-done (the order becomes 22), a 3-second
 * countdown, then the payment page for the plate. `atDevice` is the scanned space the order page
 * was opened from; a refusal because the car is not the user's explains how they may end it.
 */
export function useLeaveFlow() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const leaveOrder = useLeaveOrder();

  const refused = (error: unknown) => {
    if (isApiError(error, 'business') && error.code === NOT_YOUR_PARKING) {
      void alert({
        title: t('leave.refusedTitle'),
        content: t('leave.refused'),
        confirmText: t('leave.ok'),
      });
    } else {
      showError(error);
    }
    return null;
  };

  return async (order: Order, atDevice?: string) => {
    const confirmed = await confirm({
      title: t('leave.title'),
      content: t('leave.body'),
      confirmText: t('leave.confirm'),
      cancelText: t('leave.keep'),
    });
    if (!confirmed) return;
    const ended = await leaveOrder
      .mutateAsync({ serial: order.serial, device: atDevice })
      .catch(refused);
    if (!ended) return;
    await toast.countdown(LEAVE_COUNTDOWN_SECONDS, (seconds) =>
      t('leave.countdown', { seconds: String(seconds) }),
    );
    void navigate(paths.orderPayment.href({ carNumber: ended.number, plateType: ended.plateType }));
  };
}
