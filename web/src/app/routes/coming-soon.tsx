import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import type { ScreenName } from '@/i18n/resources';

/** A screen of issue 5 not built yet: its title and the spec's coming-soon state. */
export function Component() {
  const { t } = useTranslation(['screens', 'common']);
  const handle = useMatches().at(-1)?.handle as { screen: ScreenName } | undefined;
  return (
    <Page title={handle ? t(`screens:${handle.screen}`) : ''}>
      <EmptyState description={t('common:empty.comingSoon')} />
    </Page>
  );
}
