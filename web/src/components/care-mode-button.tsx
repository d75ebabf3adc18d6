import { useTranslation } from 'react-i18next';
import { useCareMode } from '@/lib/care-mode';
import { setCareMode } from '@/lib/care-mode-switch';
import styles from './care-mode-button.module.css';

/** Home's way into care mode (长辈版), and back to the standard screens from it. */
export function CareModeButton() {
  const { t } = useTranslation('common');
  const care = useCareMode();
  return (
    <button type="button" className={styles.button} onClick={() => void setCareMode(!care)}>
      {care ? t('care.leave') : t('care.enter')}
    </button>
  );
}
