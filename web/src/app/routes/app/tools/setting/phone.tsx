import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { PhoneForm } from '@/features/member/components/phone-form';

/** /app/tools/setting/phone: move the account to a new phone number. */
export function Component() {
  const { t } = useTranslation(['screens', 'member', 'auth']);
  const navigate = useNavigate();
  return (
    <Page title={t('settingsPhone')}>
      <PhoneForm onChanged={() => void navigate(paths.settings.href(), { replace: true })} />
    </Page>
  );
}
