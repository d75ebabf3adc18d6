import type { GameName } from '@dehong/api-spec';
import { sharedKeys } from '@/lib/query-keys';

/**
 * The games' query keys: under `member` (they are the member's), with the UI language where the
 * server answers words in it (questions, prize names).
 */
export const gameKeys = {
  all: [...sharedKeys.member, 'games'] as const,
  exam: (language: string) => [...sharedKeys.member, 'games', 'exam', language] as const,
  exams: [...sharedKeys.member, 'games', 'exams'] as const,
  board: (game: GameName, language: string) =>
    [...sharedKeys.member, 'games', 'board', game, language] as const,
  draws: (game: GameName, language: string) =>
    [...sharedKeys.member, 'games', 'draws', game, language] as const,
};
