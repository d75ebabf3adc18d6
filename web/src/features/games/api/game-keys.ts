import type { GameName } from '@dehong/api-spec';

/**
 * The games' query keys: under `member` (they are the member's), with the UI language where the
 * server answers words in it (questions, prize names).
 */
export const gameKeys = {
  all: ['member', 'games'] as const,
  exam: (language: string) => ['member', 'games', 'exam', language] as const,
  exams: ['member', 'games', 'exams'] as const,
  board: (game: GameName, language: string) =>
    ['member', 'games', 'board', game, language] as const,
  draws: (game: GameName, language: string) =>
    ['member', 'games', 'draws', game, language] as const,
};
