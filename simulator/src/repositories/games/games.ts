import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface QuizDayRow {
  id: number;
  serial: string;
  member_id: number;
  day: string;
  questions: string;
  answers: string;
  correct: number;
  gained: number;
  finished_at: number | null;
  created_at: number;
}

export interface DrawRow {
  id: number;
  serial: string;
  member_id: number;
  game: 'wheel' | 'box';
  day: string;
  prize: string;
  cost: number;
  free: number;
  won_integral: number;
  coupon_id: number | null;
  coupon_serial: string | null;
  created_at: number;
}

/** The quiz days and the draws of the games (migration 013). */
export function gameRepository(db: Db) {
  const s = onFirstUse(db, {
    quizDay: () => db.prepare('SELECT * FROM quiz_days WHERE member_id = @memberId AND day = @day'),
    quizBySerial: () =>
      db.prepare('SELECT * FROM quiz_days WHERE member_id = @memberId AND serial = @serial'),
    insertQuizDay: () =>
      db.prepare(
        `INSERT INTO quiz_days (serial, member_id, day, questions, created_at)
       VALUES (@serial, @memberId, @day, @questions, @createdAt)`,
      ),
    answerQuiz: () =>
      db.prepare(
        `UPDATE quiz_days SET answers = @answers, correct = @correct
       WHERE id = @id AND answers = @before AND finished_at IS NULL`,
      ),
    finishQuiz: () =>
      db.prepare(
        'UPDATE quiz_days SET gained = @gained, finished_at = @at WHERE id = @id AND finished_at IS NULL',
      ),
    quizzes: () =>
      db.prepare(
        `SELECT * FROM quiz_days WHERE member_id = @memberId
       ORDER BY day DESC, id DESC LIMIT @limit OFFSET @offset`,
      ),
    countQuizzes: () =>
      db.prepare('SELECT COUNT(*) FROM quiz_days WHERE member_id = @memberId').pluck(),
    wonOf: () =>
      db.prepare('SELECT COUNT(*) FROM game_draws WHERE game = @game AND prize = @prize').pluck(),
    insertDraw: () =>
      db.prepare(
        `INSERT INTO game_draws (serial, member_id, game, day, prize, cost, free, won_integral, coupon_id, created_at)
       VALUES (@serial, @memberId, @game, @day, @prize, @cost, @free, @wonIntegral, @couponId, @createdAt)`,
      ),
    draw: () =>
      db.prepare(
        `SELECT d.*, c.serial AS coupon_serial FROM game_draws d LEFT JOIN coupons c ON c.id = d.coupon_id
       WHERE d.id = @id`,
      ),
    draws: () =>
      db.prepare(
        `SELECT d.*, c.serial AS coupon_serial FROM game_draws d LEFT JOIN coupons c ON c.id = d.coupon_id
       WHERE d.member_id = @memberId AND (@game IS NULL OR d.game = @game)
       ORDER BY d.created_at DESC, d.id DESC LIMIT @limit OFFSET @offset`,
      ),
    countDraws: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM game_draws
         WHERE member_id = @memberId AND (@game IS NULL OR game = @game)`,
        )
        .pluck(),
  });
  type Page = { memberId: number; limit: number; offset: number };
  return {
    quizDay: (memberId: number, day: string) =>
      s.quizDay.get({ memberId, day }) as QuizDayRow | undefined,
    quizBySerial: (memberId: number, serial: string) =>
      s.quizBySerial.get({ memberId, serial }) as QuizDayRow | undefined,
    insertQuizDay: (q: {
      serial: string;
      memberId: number;
      day: string;
      questions: string;
      createdAt: number;
    }) => Number(s.insertQuizDay.run(q).lastInsertRowid),
    /** False when another answer got there first (the row no longer holds `before`). */
    answerQuiz: (a: { id: number; before: string; answers: string; correct: number }) =>
      s.answerQuiz.run(a).changes === 1,
    finishQuiz: (id: number, gained: number, at: number) =>
      s.finishQuiz.run({ id, gained, at }).changes === 1,
    quizzes: (q: Page) => s.quizzes.all(q) as QuizDayRow[],
    countQuizzes: (memberId: number) => s.countQuizzes.get({ memberId }) as number,
    wonOf: (game: string, prize: string) => s.wonOf.get({ game, prize }) as number,
    insertDraw: (d: {
      serial: string;
      memberId: number;
      game: string;
      day: string;
      prize: string;
      cost: number;
      free: number;
      wonIntegral: number;
      couponId: number | null;
      createdAt: number;
    }) => Number(s.insertDraw.run(d).lastInsertRowid),
    draw: (id: number) => s.draw.get({ id }) as DrawRow,
    draws: (q: Page & { game: string | null }) => s.draws.all(q) as DrawRow[],
    countDraws: (memberId: number, game: string | null) =>
      s.countDraws.get({ memberId, game }) as number,
  };
}

export type GameRepository = ReturnType<typeof gameRepository>;
