import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';

/** A route that failed to load (a chunk over a weak network) or crashed while rendering. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  console.error(error);
  return (
    <div style={{ padding: 24, textAlign: 'center' }}>
      <EmptyState description={t('errors.pageLoad')} />
      <Button color="primary" onClick={() => window.location.reload()}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
