import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StageProps } from './draw-game';
import styles from './games.module.css';

const BOXES = 6;

/**
 * The blind boxes: the member taps one; it shakes while the server draws, then opens on the
 * server's prize (which box is tapped changes nothing: the server decides).
 */
export function BlindBoxes({ landing, shown, disabled, onDraw }: StageProps) {
  const { t } = useTranslation('games');
  const [picked, setPicked] = useState<number | null>(null);
  return (
    <>
      <span>{t('box.pick')}</span>
      <div className={styles.boxes}>
        {Array.from({ length: BOXES }, (_, index) => {
          const open = shown !== null && picked === index && !landing;
          return (
            <button
              key={index}
              type="button"
              className={
                open ? styles.boxOpen : picked === index && landing ? styles.boxShaking : styles.box
              }
              aria-label={t('box.boxLabel', { index: index + 1 })}
              disabled={disabled}
              onClick={() => {
                setPicked(index);
                onDraw();
              }}
            >
              {open ? shown.prize.name : '🎁'}
            </button>
          );
        })}
      </div>
    </>
  );
}
