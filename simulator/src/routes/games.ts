import type { ApiRouter } from '../http/typed-router';
import type { Services } from '../services';

/** The daily quiz, the big wheel and the blind box (inferred operations). */
export function gameRoutes(api: ApiRouter, services: Services) {
  const { quiz, games } = services;

  api.get('/tools/v1/api/game/exam/today', ({ member, language }) =>
    quiz.today(member(), language),
  );
  api.post('/tools/v1/api/game/exam/answer', ({ member, body, language }) =>
    quiz.answer(member(), body, language),
  );
  api.get('/tools/v1/api/game/exam/list', ({ member, query }) => quiz.history(member(), query));

  api.get('/tools/v1/api/game/board', ({ member, query, language }) =>
    games.board(member(), query.game, language),
  );
  api.post('/tools/v1/api/game/draw', ({ member, body, language }) =>
    games.draw(member(), body.game, language),
  );
  api.get('/tools/v1/api/game/draw/list', ({ member, query, language }) =>
    games.draws(member(), query, language),
  );
}
