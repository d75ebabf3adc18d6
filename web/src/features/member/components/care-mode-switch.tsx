import Switch from 'antd-mobile/es/components/switch';
import { useTranslation } from 'react-i18next';
import { useCareMode } from '@/lib/care-mode';
import { setCareMode } from '@/lib/care-mode-switch';

/** Care mode's switch in the settings (its label is the settings row's title). */
export function CareModeSwitch() {
  const { t } = useTranslation('member');
  const on = useCareMode();
  return (
    <Switch
      checked={on}
      onChange={(checked) => setCareMode(checked)}
      aria-label={t('settings.careMode')}
      style={{ '--height': '32px', '--width': '52px' }}
    />
  );
}
