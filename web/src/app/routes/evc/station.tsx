import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { StationList } from '@/features/charging/components/station-list';
import { PayChargingDebt } from './pay-charging-debt';
import linkTarget from '@/components/link-target.module.css';

/** /evc/station: the charging stations and their chargers; a free one starts charging. */
export function Component() {
  const { t } = useTranslation(['screens', 'evc']);
  const navigate = useNavigate();
  return (
    <Page
      title={t('screens:evcStation')}
      right={
        <Link to={paths.evcOrders.href()} className={linkTarget.target}>
          {t('evc:stations.orders')}
        </Link>
      }
    >
      <PayChargingDebt />
      <StationList onStarted={(order) => void navigate(paths.evcCharging.href(order.serial))} />
    </Page>
  );
}
