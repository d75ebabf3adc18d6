import type { GameName } from '@dehong/api-spec';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api';
import { gameKeys } from './game-keys';

/** A game's prizes with their odds and stock, its price and the draws left today. */
export function useGameBoard(game: GameName) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: gameKeys.board(game, i18n.language),
    queryFn: () => api.showGameBoard(game),
  });
}
