import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

/** Issue 5 fills this: everything of the home tab below the plate search. */
export default function HomeDashboard() {
  const { t } = useTranslation('common');
  return <EmptyState description={t('empty.comingSoon')} />;
}
