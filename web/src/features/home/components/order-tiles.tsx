import type { OrderTotal } from '@dehong/api-spec';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormat } from '@/hooks/use-format';
import styles from './order-tiles.module.css';

/** Monthly fee, arrears amount and arrears count (the order total); arrears open the arrears page. */
export function OrderTiles({ total }: { total: OrderTotal | undefined }) {
  const { t } = useTranslation('home');
  const format = useFormat();
  const tiles = [
    { key: 'monthCost', value: total ? format.money(total.monthCost) : '-', to: paths.tripBills },
    { key: 'arrears', value: total ? format.money(total.arrears) : '-', to: paths.arrears },
    { key: 'unpay', value: total ? String(total.unpay) : '-', to: paths.arrears },
  ] as const;
  return (
    <section className={styles.tiles} aria-label={t('tiles.label')}>
      {tiles.map((tile) => (
        <Link key={tile.key} to={tile.to.href()} className={styles.tile}>
          <strong className={styles.tileValue}>{tile.value}</strong>
          <span className={styles.tileLabel}>{t(`tiles.${tile.key}`)}</span>
        </Link>
      ))}
    </section>
  );
}
