import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import choices from '@/components/accessible-choices.module.css';
import { EmptyState } from '@/components/empty-state';
import { FormField } from '@/components/form-field';
import { PageLoading } from '@/components/page-loading';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { useFormat } from '@/hooks/use-format';
import { toast } from '@/lib/toast';
import { useApplyInvoice } from '../api/apply-invoice';
import { useInvoiceable } from '../api/get-invoiceable';
import styles from './invoices.module.css';
import { OperatorText } from '@/components/operator-text';

const TAX_NUMBER = /^[0-9A-Z]{15,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Asking for an invoice: the paid orders not invoiced yet, chosen with checkboxes, then the title
 * (and a company's tax number, an e-mail) in a bottom form.
 */
export function InvoiceApply({ onApplied }: { onApplied: () => void }) {
  const { t } = useTranslation('invoices');
  const format = useFormat();
  const orders = useInvoiceable();
  const apply = useApplyInvoice();
  const [chosen, setChosen] = useState<string[]>([]);
  const [formOpen, setFormOpen] = useState(false);
  useDialogFocus(formOpen, t('apply.formTitle'));
  const [title, setTitle] = useState('');
  const [taxNumber, setTaxNumber] = useState('');
  const [email, setEmail] = useState('');
  const id = useId();

  if (orders.isPending) return <PageLoading />;
  const list = orders.data ?? [];
  if (list.length === 0) return <EmptyState description={t('apply.empty')} />;
  const total = list
    .filter((order) => chosen.includes(order.payCode))
    .reduce((sum, order) => sum + order.cost, 0);

  const submit = () => {
    if (!title.trim()) return toast.fail(t('apply.titleRequired'));
    if (taxNumber && !TAX_NUMBER.test(taxNumber)) return toast.fail(t('apply.taxNumberInvalid'));
    if (email && !EMAIL.test(email)) return toast.fail(t('apply.emailInvalid'));
    apply.mutate(
      { payCodes: chosen, title: title.trim(), taxNumber, email: email.trim() },
      {
        onSuccess: () => {
          toast.success(t('apply.done'));
          setFormOpen(false);
          setChosen([]);
          onApplied();
        },
      },
    );
  };

  return (
    <>
      <Checkbox.Group value={chosen} onChange={(values) => setChosen(values.map(String))}>
        <ul className={`${styles.orders} ${choices.choices}`} aria-label={t('apply.orders')}>
          {list.map((order) => (
            <li key={order.payCode}>
              <Checkbox value={order.payCode} className={styles.order}>
                <span className={styles.orderName}>
                  <OperatorText text={order.goodsName} />
                </span>
                <span className={styles.orderFacts}>
                  {order.payTime} · <strong>{format.money(order.cost)}</strong>
                </span>
              </Checkbox>
            </li>
          ))}
        </ul>
      </Checkbox.Group>
      <section className={styles.bar} aria-label={t('apply.total')}>
        <span>
          {t('apply.total')} <strong>{format.money(total)}</strong>
        </span>
        <Button
          color="primary"
          shape="rounded"
          disabled={chosen.length === 0}
          onClick={() => setFormOpen(true)}
        >
          {t('apply.open', { orders: String(chosen.length) })}
        </Button>
      </section>
      <Popup visible={formOpen} onMaskClick={() => setFormOpen(false)}>
        <form
          className={styles.form}
          role="dialog"
          aria-modal="true"
          aria-label={t('apply.formTitle')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <h2>{t('apply.formTitle')}</h2>
          <FormField id={`${id}-title`} label={t('apply.title')}>
            <Input id={`${id}-title`} value={title} onChange={setTitle} maxLength={100} />
          </FormField>
          <FormField id={`${id}-tax`} label={t('apply.taxNumber')}>
            <Input
              id={`${id}-tax`}
              placeholder={t('apply.optional')}
              value={taxNumber}
              onChange={(value) => setTaxNumber(value.toUpperCase().trim())}
              maxLength={20}
            />
          </FormField>
          <FormField id={`${id}-email`} label={t('apply.email')}>
            <Input
              id={`${id}-email`}
              type="email"
              placeholder={t('apply.optional')}
              value={email}
              onChange={setEmail}
              maxLength={100}
            />
          </FormField>
          <Button block type="submit" color="primary" shape="rounded" loading={apply.isPending}>
            {t('apply.submit', { amount: format.money(total) })}
          </Button>
        </form>
      </Popup>
    </>
  );
}
