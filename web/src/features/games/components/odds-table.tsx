import type { GameBoard } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import styles from './games.module.css';

/** Basis points as a percentage: 250 → "2.5%". */
export const percent = (chance: number) => `${Number((chance / 100).toFixed(2))}%`;

/** The disclosed odds: every prize, its chance as the server draws it now, and what is left. */
export function OddsTable({ board }: { board: GameBoard }) {
  const { t } = useTranslation('games');
  return (
    <section className={styles.card} aria-labelledby={`odds-${board.game}`}>
      <table className={styles.odds}>
        <caption id={`odds-${board.game}`} className={styles.heading}>
          {t('draw.odds')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('draw.prize')}</th>
            <th scope="col">{t('draw.chance')}</th>
            <th scope="col">{t('draw.stock')}</th>
          </tr>
        </thead>
        <tbody>
          {board.prizes.map((prize) => (
            <tr key={prize.serial}>
              <td>{prize.name}</td>
              <td>{percent(prize.chance)}</td>
              <td>{prize.stock === null ? t('draw.unlimited') : prize.stock}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{t('draw.oddsNote')}</p>
    </section>
  );
}
