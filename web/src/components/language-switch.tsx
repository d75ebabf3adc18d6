import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/i18n/i18n';
import { currentLanguage } from '@/i18n/ui-language';
import type { Language } from '@/i18n/languages';
import styles from './language-switch.module.css';

/**
 * The language setting: offers the other language, named in that language (and marked so); the
 * choice persists across visits.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const other: Language = currentLanguage() === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <Button
      size="mini"
      fill="outline"
      className={styles.switch}
      aria-label={`${t('language.label')}: ${t(`language.${other}`)}`}
      // The operator answers its catalogue (shop, FAQ, coupons) in the app's language: ask again.
      onClick={() => void changeLanguage(other).then(() => queryClient.invalidateQueries())}
    >
      <span lang={other}>{t(`language.${other}`)}</span>
    </Button>
  );
}
