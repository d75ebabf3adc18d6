import type { GameName } from '@dehong/api-spec';
import { pointsFromIntegral } from '@dehong/api-spec/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { ListEnd } from '@/components/list-end';
import { useDraws } from '../api/get-draws';
import styles from './games.module.css';

/** Every draw of the member in this game, newest first: the prize, when, and what it cost. */
export function DrawHistory({ game }: { game: GameName }) {
  const { t } = useTranslation('games');
  const draws = useDraws(game);
  const items = draws.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section aria-labelledby={`draws-${game}`}>
      <h2 id={`draws-${game}`} className={styles.heading}>
        {t('draw.history')}
      </h2>
      {draws.isPending ? null : items.length === 0 ? (
        <EmptyState description={t('draw.noHistory')} />
      ) : (
        <>
          <ul className={styles.list}>
            {items.map((draw) => (
              <li key={draw.serial}>
                <span>
                  {draw.prize.kind === 'none' ? t('draw.nothing') : draw.prize.name}
                  <small>{draw.createTime}</small>
                </span>
                <span>
                  {draw.free
                    ? t('draw.free')
                    : t('draw.spent', { points: String(pointsFromIntegral(draw.cost)) })}
                </span>
              </li>
            ))}
          </ul>
          <ListEnd hasMore={draws.hasNextPage} loadMore={() => draws.fetchNextPage()} />
        </>
      )}
    </section>
  );
}
