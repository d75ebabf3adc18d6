import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { InvoiceDetail } from '@/features/invoices/components/invoice-detail';

/** /app/vip/invoice/show?serial=: one invoice. */
export function Component() {
  const { t } = useTranslation(['screens', 'invoices']);
  const [search] = useSearchParams();
  return (
    <Page title={t('invoiceShow')}>
      <InvoiceDetail serial={search.get('serial') ?? ''} />
    </Page>
  );
}
