import { badRequest } from '../http/errors';
import { gameRepository } from '../repositories/games/games';
import { QUIZ_BANK } from '../services/games/quiz-bank';
import type { StateContext } from './context';

/** Today's quiz, the console's next prize and draws, through the games service where it can. */
export function gameStates({ db, services, now, today, member }: StateContext) {
  const games = gameRepository(db);

  /** The console's next prize of a game (the draw after it is the odds' again). */
  function nextPrize(game: string, prize: string) {
    if (game !== 'wheel' && game !== 'box') throw badRequest('params.game must be wheel or box');
    try {
      services.games.setNextPrize(game, prize);
    } catch (error) {
      throw badRequest(`params.prize: ${(error as Error).message}`);
    }
  }

  return {
    /** Today's quiz {serial}, asking the bank's first five questions. */
    quizOpened(phone: string, serial: string) {
      games.insertQuizDay({
        serial,
        memberId: member(phone).id,
        day: today(),
        questions: JSON.stringify(QUIZ_BANK.slice(0, 5).map((question) => question.serial)),
        createdAt: now(),
      });
    },

    nextPrize,

    /** A draw of the member's, through the games service (the wheel's free spin). */
    wonAt(phone: string, game: string, prize: string) {
      nextPrize(game, prize);
      services.games.draw(member(phone), game as 'wheel' | 'box', 'zh');
    },
  };
}
