import { useTranslation } from 'react-i18next';
import styles from './plate-display.module.css';

/** Province and letter, a separator, then six more: nine cells, eight characters (new energy). */
const TAIL_CELLS = 6;

/** The nine-cell plate display (spec section 2); tapping it opens the plate keyboard. */
export function PlateDisplay({ plate, onClick }: { plate: string; onClick: () => void }) {
  const { t } = useTranslation('orders');
  const characters = [...plate];
  const tail = Array.from(
    { length: Math.max(TAIL_CELLS, characters.length - 2) },
    (_, index) => characters[index + 2] ?? '',
  );

  return (
    <button
      type="button"
      className={styles.display}
      onClick={onClick}
      aria-label={plate ? `${t('payment.plate')}: ${plate}` : t('payment.plate')}
    >
      <span className={styles.cell}>{characters[0]}</span>
      <span className={styles.cell}>{characters[1]}</span>
      {/* A dot drawn, not a character: the name (the plate as typed) holds what the cells show. */}
      <span className={styles.separator} />
      {tail.map((character, index) => (
        <span
          // Cells are positions: the index is the identity.
          key={index}
          className={index === TAIL_CELLS - 1 ? `${styles.cell} ${styles.newEnergy}` : styles.cell}
        >
          {character}
        </span>
      ))}
    </button>
  );
}
