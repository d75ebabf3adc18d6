import type { Order } from '@dehong/api-spec';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mayDispute } from '../dispute-window';
import { DisputeCard } from './dispute-card';
import { DisputeForm } from './dispute-form';
import styles from './disputes.module.css';
import { useDialogFocus } from '@/hooks/use-dialog-focus';

/** On an order's detail: the member's dispute of it, or "dispute this charge" when it may be. */
export function OrderDispute({ order }: { order: Order }) {
  const { t } = useTranslation('disputes');
  const [open, setOpen] = useState(false);
  useDialogFocus(open, t('form.title'));
  return (
    <section className={styles.section}>
      {order.dispute ? <DisputeCard dispute={order.dispute} /> : null}
      {mayDispute(order) ? (
        <Button block fill="outline" color="danger" onClick={() => setOpen(true)}>
          {t('action')}
        </Button>
      ) : null}
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        onClose={() => setOpen(false)}
        bodyClassName={styles.popup}
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-label={t('form.title')}>
          <DisputeForm serial={order.serial} onSent={() => setOpen(false)} />
        </div>
      </Popup>
    </section>
  );
}
