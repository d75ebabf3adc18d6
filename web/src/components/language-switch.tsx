import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '@/i18n/i18n';
import type { Language } from '@/i18n/languages';

/** The language setting: offers the other language; the choice persists across visits. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const other: Language = currentLanguage() === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <Button
      size="mini"
      fill="outline"
      aria-label={`${t('language.label')}: ${t(`language.${other}`)}`}
      onClick={() => void changeLanguage(other)}
    >
      {t(`language.${other}`)}
    </Button>
  );
}
