import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PathIcon } from '@/components/icons';
import type { StageProps } from './draw-game';
import styles from './games.module.css';

const BOXES = 6;

/**
 * A gift box drawn as the app's other icons are (an emoji shows as a missing-glyph box on a phone
 * without an emoji font).
 */
const GIFT =
  'M4 11h16v10H4V11Zm-1-4h18v4H3V7Zm9 0v14M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z';

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
              {open ? shown.prize.name : <PathIcon d={GIFT} />}
            </button>
          );
        })}
      </div>
    </>
  );
}
