import { ApiError } from '@dehong/api-spec';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import { afterNextPaint } from '@/lib/after-next-paint';
import { showError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import styles from './components/balance-charge.module.css';
import { type ConfirmBalance, type PayRequest, runPayFlow } from './pay-flow';

/**
 * The shared pay flow for any screen that takes money (arrears, top-up, cards): `pay(request)`
 * runs it and ends on the result page, or tells the user why not. A second `pay` while one runs
 * is refused with the duplicate-submit message, so nobody pays twice by tapping twice. Money
 * leaves the balance only after the owner confirms the amount against what the balance holds.
 */
export function usePayFlow() {
  const { t } = useTranslation('payment');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const format = useFormat();
  const running = useRef(false);

  // The question is the app's plain dialog (no antd-mobile code runs on the way to paying), whose
  // module loads when the balance is asked about: the screens that take money show their first
  // content without waiting for it.
  const confirmBalance: ConfirmBalance = async ({ cost, funds }) =>
    (await import('@/lib/plain-confirm')).plainConfirm({
      title: t('balance.title'),
      content: (
        <dl className={styles.balanceCharge}>
          <div>
            <dt>{t('balance.amount')}</dt>
            <dd>{format.money(cost)}</dd>
          </div>
          <div>
            <dt>{t('balance.funds')}</dt>
            <dd>{format.money(funds)}</dd>
          </div>
        </dl>
      ),
      confirmText: t('balance.confirm'),
      cancelText: t('balance.cancel'),
    });

  const mutation = useMutation({
    // The tap's answer (the button busy) is painted before the flow starts: its first steps load
    // the pay calls and the balance question's code, work that held that paint back (the tap's
    // interaction to next paint).
    mutationFn: (request: PayRequest) =>
      new Promise<void>((painted) => afterNextPaint(painted)).then(() =>
        runPayFlow(request, confirmBalance),
      ),
    onSuccess: (outcome) => {
      switch (outcome.kind) {
        case 'paid':
          // Money moved: balances, orders and totals on every screen are stale.
          void queryClient.invalidateQueries();
          void navigate(paths.payResult.href(outcome.payCode));
          return;
        case 'bridgeRefused':
          return toast.fail(t(outcome.reason === 'cancel' ? 'cancelled' : 'failed'));
        case 'balanceDeclined':
          return toast.info(t('cancelled'));
        case 'bridgeMissing':
          return toast.fail(t('unsupported'));
      }
    },
    onSettled: () => {
      running.current = false;
    },
  });

  const pay = (request: PayRequest) => {
    if (running.current) return showError(ApiError.of('duplicateSubmit'));
    running.current = true;
    mutation.mutate(request);
  };

  return { pay, isPaying: mutation.isPending };
}
