import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Page } from '@/components/page';
import { KerbCodeWarning } from '@/features/kerb-codes/components/kerb-code-warning';
import { isKerbWarningState } from '@/features/kerb-codes/open-scanned';

/**
 * /m/kerb/warning: a scanned code the app will not open (router state: what it said and why).
 * Reached without that state (a reload of an old entry), it still warns, without the text.
 */
export function Component() {
  const { t } = useTranslation('kerb');
  const { state } = useLocation();
  const warning = isKerbWarningState(state)
    ? state
    : { code: '', kind: 'foreign' as const, device: null };
  return (
    <Page title={t('warning.title')}>
      <KerbCodeWarning warning={warning} />
    </Page>
  );
}
