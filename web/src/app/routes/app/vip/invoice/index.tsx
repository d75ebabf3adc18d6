import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { InvoiceApply } from '@/features/invoices/components/invoice-apply';
import { InvoiceList } from '@/features/invoices/components/invoice-list';

/** /app/vip/invoice/index?tab=mine: ask for an invoice over paid orders, and the invoices asked. */
export function Component() {
  const { t } = useTranslation(['screens', 'invoices']);
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'mine' ? 'mine' : 'apply';
  const show = (next: string) =>
    setSearch(next === 'mine' ? { tab: 'mine' } : {}, { replace: true });
  return (
    <Page title={t('screens:invoices')}>
      <Tabs activeKey={tab} onChange={show}>
        <Tabs.Tab key="apply" title={t('invoices:tabs.apply')}>
          <InvoiceApply onApplied={() => show('mine')} />
        </Tabs.Tab>
        <Tabs.Tab key="mine" title={t('invoices:tabs.mine')}>
          <InvoiceList />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}
