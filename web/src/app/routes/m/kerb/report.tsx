import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/page';
import { StickerReportForm } from '@/features/kerb-codes/components/sticker-report-form';
import { StickerReportList } from '@/features/kerb-codes/components/sticker-report-list';
import { reportContextOf } from '@/features/kerb-codes/report-context';
import { useDevicePayInfo } from '@/features/orders/api/get-device-pay-info';

/**
 * /m/kerb/report?d=: report a suspect code sticker (what was met comes as router state from the
 * warning or the kerb page; `d` is the space), then the member's own reports.
 */
export function Component() {
  const { t } = useTranslation('kerb');
  const { state } = useLocation();
  const [search] = useSearchParams();
  const device = useDevicePayInfo(search.get('d')).data ?? null;
  return (
    <Page title={t('report.title')}>
      <StickerReportForm
        context={reportContextOf(state) ?? { reason: 'other', code: '' }}
        device={device?.device ?? null}
        space={device}
      />
      <StickerReportList />
    </Page>
  );
}
