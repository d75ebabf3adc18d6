import Switch from 'antd-mobile/es/components/switch';
import { useTranslation } from 'react-i18next';
import { setLargeText, useLargeText } from '../large-text-setting';

/** The large-text setting's switch (its label is the settings row's title). */
export function LargeTextSwitch() {
  const { t } = useTranslation('member');
  const on = useLargeText();
  return (
    <Switch
      checked={on}
      onChange={setLargeText}
      aria-label={t('settings.largeText')}
      style={{ '--height': '32px', '--width': '52px' }}
    />
  );
}
