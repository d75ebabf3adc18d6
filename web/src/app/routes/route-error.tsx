import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/**
 * A route that failed to load (a chunk over a weak network) or crashed while rendering. Plain
 * markup, no antd-mobile: this screen is part of the first download of every page.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  console.error(error);
  return (
    <div role="alert" style={{ padding: '96px 24px', textAlign: 'center' }}>
      <p style={{ margin: '0 0 16px', color: 'var(--adm-color-weak)' }}>{t('errors.pageLoad')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          padding: '8px 24px',
          border: 0,
          borderRadius: 4,
          background: 'var(--adm-color-primary)',
          color: '#fff',
          font: 'inherit',
        }}
      >
        {t('actions.retry')}
      </button>
    </div>
  );
}
