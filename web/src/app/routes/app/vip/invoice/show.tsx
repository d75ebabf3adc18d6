import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { InvoiceDetail } from '@/features/invoices/components/invoice-detail';

/** /app/vip/invoice/show?serial=: one invoice (without a serial: says so, never waits). */
export function Component() {
  const { t } = useTranslation(['screens', 'invoices']);
  const [search] = useSearchParams();
  const serial = search.get('serial') ?? '';
  return (
    <Page title={t('invoiceShow')}>
      {serial ? (
        <InvoiceDetail serial={serial} />
      ) : (
        <EmptyState description={t('invoices:missingSerial')} />
      )}
    </Page>
  );
}
