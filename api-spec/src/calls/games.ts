import { type ApiClient, unwrap } from '../client';
import type { FormOf, QueryOf, Schemas } from '../types';

export type Exam = Schemas['Exam'];
export type ExamQuestion = Schemas['ExamQuestion'];
export type ExamSummary = Schemas['ExamSummary'];
export type GameName = Schemas['GameName'];
export type GameBoard = Schemas['GameBoard'];
export type GamePrize = Schemas['GamePrize'];
export type GameDraw = Schemas['GameDraw'];
export type GameDrawResult = Schemas['GameDrawResult'];

/** The daily quiz, the big wheel and the blind box (inferred operations). */
export function gameCalls(client: ApiClient) {
  return {
    getTodayExam: () => unwrap(client.GET('/tools/v1/api/game/exam/today')),
    answerExam: (body: FormOf<'/tools/v1/api/game/exam/answer'>) =>
      unwrap(client.POST('/tools/v1/api/game/exam/answer', { body })),
    listExams: (query: QueryOf<'/tools/v1/api/game/exam/list'> = {}) =>
      unwrap(client.GET('/tools/v1/api/game/exam/list', { params: { query } })),
    showGameBoard: (game: GameName) =>
      unwrap(client.GET('/tools/v1/api/game/board', { params: { query: { game } } })),
    drawGame: (game: GameName) =>
      unwrap(client.POST('/tools/v1/api/game/draw', { body: { game } })),
    listGameDraws: (query: QueryOf<'/tools/v1/api/game/draw/list'> = {}) =>
      unwrap(client.GET('/tools/v1/api/game/draw/list', { params: { query } })),
  };
}
