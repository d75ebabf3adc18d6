import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { AvatarForm } from '@/features/member/components/avatar-form';

/** /app/tools/setting/avater (the spec's spelling): change the avatar. */
export function Component() {
  const { t } = useTranslation(['screens', 'member']);
  return (
    <Page title={t('settingsAvatar')}>
      <AvatarForm />
    </Page>
  );
}
