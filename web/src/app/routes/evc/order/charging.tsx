import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { ChargingNow } from '@/features/charging/components/charging-now';

/** /evc/order/charging?serial=: charging now, and its stop (without a serial: says so). */
export function Component() {
  const { t } = useTranslation(['screens', 'evc']);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const serial = search.get('serial') ?? '';
  return (
    <Page title={t('screens:evcCharging')}>
      {serial ? (
        <ChargingNow
          serial={serial}
          onStopped={() => void navigate(paths.evcOrderShow.href(serial), { replace: true })}
        />
      ) : (
        <EmptyState description={t('evc:missingSerial')} />
      )}
    </Page>
  );
}
