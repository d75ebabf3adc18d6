import type { GameName } from '@dehong/api-spec';
import { ORDER_PAGE_SIZE } from '@dehong/api-spec/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { gameKeys } from './game-keys';

/** The member's draws of one game, newest first. */
export function useDraws(game: GameName) {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: gameKeys.draws(game, i18n.language),
    queryFn: ({ pageParam }) =>
      api.listGameDraws({ game, page: pageParam, pageSize: ORDER_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}
