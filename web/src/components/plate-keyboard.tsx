import { PLATE_CHARACTERS, PROVINCES } from '@dehong/api-spec/domain';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './plate-keyboard.module.css';
import { useDialogFocus } from '@/hooks/use-dialog-focus';

/** The longest plate a driver types (new energy); pseudo plates of no-plate cars come from devices. */
export const PLATE_MAX_CHARACTERS = 8;

/**
 * The licence-plate keyboard (spec section 2): a bottom popup with the plate so far, confirm and
 * delete; first the 33 province characters, then the 37 digits, letters (no I, O) and 学/挂/警.
 * Each tap appends one character. Closing it without confirming keeps the previous plate.
 */
export function PlateKeyboard({
  visible,
  initialValue = '',
  onConfirm,
  onClose,
}: {
  visible: boolean;
  initialValue?: string;
  onConfirm: (plate: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('plate');
  useDialogFocus(visible, t('keyboard.title'));
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose>
      <KeyboardPanel
        initialValue={initialValue}
        onConfirm={(plate) => {
          onConfirm(plate);
          onClose();
        }}
      />
    </Popup>
  );
}

function KeyboardPanel({
  initialValue,
  onConfirm,
}: {
  initialValue: string;
  onConfirm: (plate: string) => void;
}) {
  const { t, i18n } = useTranslation(['plate', 'keyboard']);
  const [plate, setPlate] = useState(initialValue);
  // A Chinese key is read with what it stands for ("云, Yunnan"); letters and digits as they are.
  const nameOf = (key: string) =>
    i18n.exists(`names.${key}`, { ns: 'keyboard' })
      ? t('keyboard:key', { key, name: t(`keyboard:names.${key}` as never) })
      : undefined;
  const characters = [...plate];
  const keys = characters.length === 0 ? PROVINCES : PLATE_CHARACTERS;

  const append = (key: string) => {
    if (characters.length < PLATE_MAX_CHARACTERS) setPlate(plate + key);
  };
  const removeLast = () => setPlate(characters.slice(0, -1).join(''));

  return (
    <section
      className={styles.panel}
      role="dialog"
      aria-modal="true"
      aria-label={t('keyboard.title')}
    >
      <header className={styles.header}>
        <output className={styles.plate} aria-label={t('keyboard.placeholder')}>
          {plate || <span className={styles.placeholder}>{t('keyboard.placeholder')}</span>}
        </output>
        <Button size="small" onClick={removeLast} disabled={characters.length === 0}>
          {t('keyboard.delete')}
        </Button>
        <Button size="small" color="primary" onClick={() => onConfirm(plate)}>
          {t('keyboard.confirm')}
        </Button>
      </header>
      <div
        className={characters.length === 0 ? styles.provinces : styles.characters}
        role="group"
        aria-label={characters.length === 0 ? t('keyboard.provinces') : t('keyboard.characters')}
      >
        {keys.map((key) => (
          <button
            key={key}
            type="button"
            className={styles.key}
            aria-label={nameOf(key)}
            onClick={() => append(key)}
          >
            {key}
          </button>
        ))}
      </div>
    </section>
  );
}
