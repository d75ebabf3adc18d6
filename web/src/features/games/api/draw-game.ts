import type { GameName } from '@dehong/api-spec';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { sharedKeys } from '@/lib/query-keys';
import { gameKeys } from './game-keys';

/** One draw: the server spends the points, draws the prize and grants it. */
export function useDrawGame(game: GameName) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: () => api.drawGame(game),
    onSuccess: ({ board }) => {
      queryClient.setQueryData(gameKeys.board(game, i18n.language), board);
      // Points, coupons and the draw list all changed.
      void queryClient.invalidateQueries({
        queryKey: sharedKeys.member,
        predicate: (query) => query.queryKey[2] !== 'board',
      });
    },
  });
}
