import type { PayOrder } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { useFormat } from '@/hooks/use-format';
import { toast } from '@/lib/toast';
import { useRefundRecharge } from '../api/refund-recharge';
import { PayOrderList } from './pay-order-list';
import styles from './pay-orders.module.css';

/**
 * The balance refund: the member's paid top-ups, each refundable once with a reason; the server
 * takes back the gift and returns the amount topped up, at most the paid-in money left.
 */
export function RefundList() {
  const { t } = useTranslation('bills');
  const format = useFormat();
  const reasonId = useId();
  const [refunding, setRefunding] = useState<PayOrder | null>(null);
  useDialogFocus(refunding !== null, t('refund.title'));
  const [reason, setReason] = useState('');
  const refund = useRefundRecharge();

  const submit = () => {
    if (!refunding) return;
    if (!reason.trim()) return toast.fail(t('refund.reasonRequired'));
    refund.mutate(
      { payCode: refunding.payCode, reason: reason.trim() },
      {
        onSuccess: (order) => {
          toast.success(t('refund.done', { amount: format.money(order.refund ?? 0) }));
          setRefunding(null);
          setReason('');
        },
      },
    );
  };

  return (
    <>
      <p className={styles.intro}>{t('refund.intro')}</p>
      <PayOrderList
        query={{ orderType: 'recharge', status: 1 }}
        empty={t('refund.empty')}
        action={(order) => (
          <div className={styles.action}>
            <Button size="small" color="primary" fill="outline" onClick={() => setRefunding(order)}>
              {t('refund.ask')}
            </Button>
          </div>
        )}
      />
      <Popup visible={refunding !== null} onMaskClick={() => setRefunding(null)}>
        {refunding ? (
          <section
            className={styles.refundForm}
            role="dialog"
            aria-modal="true"
            aria-label={t('refund.title')}
          >
            <h2>{t('refund.title')}</h2>
            <p>{t('refund.upTo', { amount: format.money(refunding.sumCost) })}</p>
            <label htmlFor={reasonId}>{t('refund.reason')}</label>
            <TextArea
              id={reasonId}
              className={styles.reason}
              value={reason}
              onChange={setReason}
              maxLength={200}
              rows={3}
            />
            <Button
              block
              color="danger"
              shape="rounded"
              loading={refund.isPending}
              onClick={submit}
            >
              {t('refund.confirm')}
            </Button>
          </section>
        ) : null}
      </Popup>
    </>
  );
}
