import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail } from '../../http/errors';
import type { Language } from '../../i18n/messages';
import { gameRepository, type QuizDayRow } from '../../repositories/games/games';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import { pageOf, paging, type PageQuery } from '../../util/format';
import { randomDigits } from '../../util/random';
import type { GameRandom } from './random';
import type { PointsService } from '../members/points';
import { personLimits } from '../members/person-limits';
import { QUIZ_BANK, quizQuestion } from './quiz-bank';

export const QUIZ_QUESTIONS_PER_DAY = 5;
/** Integral per right answer, awarded when the day's last question is answered. */
export const QUIZ_INTEGRAL_PER_CORRECT = 50;

/**
 * The daily quiz: five questions a day per member, drawn from the bank by the games'
 * seedable randomness, answered in order and checked here. A question's right answer and
 * explanation are sent only once it is answered; the day's integral is awarded once, with its last
 * answer.
 */
export function quizService(store: Store, clock: Clock, points: PointsService, random: GameRandom) {
  const repo = gameRepository(store.db);
  // The quiz's integral is once a day per person: a rejoin or a merge may play, but earns nothing.
  const limits = personLimits(store, clock);

  function draw(): string[] {
    const serials = QUIZ_BANK.map((question) => question.serial);
    // Partial Fisher-Yates: the first five places, each from what is left.
    for (let i = 0; i < QUIZ_QUESTIONS_PER_DAY; i++) {
      const j = i + random.int(serials.length - i);
      [serials[i], serials[j]] = [serials[j]!, serials[i]!];
    }
    return serials.slice(0, QUIZ_QUESTIONS_PER_DAY);
  }

  function exam(row: QuizDayRow, language: Language): Schemas['Exam'] {
    const answers = JSON.parse(row.answers) as number[];
    const questions = (JSON.parse(row.questions) as string[]).map((serial, index) => {
      const question = quizQuestion(serial)!;
      const text = question[language];
      const choice = answers[index];
      const answered = choice !== undefined;
      return {
        index: index + 1,
        title: text.title,
        options: text.options,
        choice: answered ? choice : null,
        correct: answered ? choice === question.answer : null,
        answer: answered ? question.answer : null,
        explanation: answered ? text.explanation : null,
      };
    });
    return {
      serial: row.serial,
      date: row.day,
      perCorrect: QUIZ_INTEGRAL_PER_CORRECT,
      total: questions.length,
      answered: answers.length,
      correct: row.correct,
      gained: row.gained,
      finished: row.finished_at !== null,
      questions,
    };
  }

  function mine(member: MemberRow, serial: string): QuizDayRow {
    const row = repo.quizBySerial(member.id, serial);
    if (!row) throw fail('quizNotFound');
    return row;
  }

  return {
    /** Today's quiz, its questions drawn on the day's first look. */
    today(member: MemberRow, language: Language): Schemas['Exam'] {
      const day = clock.today();
      const row =
        repo.quizDay(member.id, day) ??
        store.transaction(() => {
          const existing = repo.quizDay(member.id, day);
          if (existing) return existing;
          repo.insertQuizDay({
            serial: `${day.replaceAll('-', '')}${randomDigits(10)}`,
            memberId: member.id,
            day,
            questions: JSON.stringify(draw()),
            createdAt: clock.nowMs(),
          });
          return repo.quizDay(member.id, day)!;
        });
      return exam(row, language);
    },

    answer(
      member: MemberRow,
      body: { serial: string; index: number; choice: number },
      language: Language,
    ): Schemas['Exam'] {
      store.transaction(() => {
        const row = mine(member, body.serial);
        if (row.day !== clock.today()) throw fail('quizClosed');
        const answers = JSON.parse(row.answers) as number[];
        const serials = JSON.parse(row.questions) as string[];
        if (body.index <= answers.length) throw fail('quizAnswered');
        if (body.index !== answers.length + 1 || body.index > serials.length) {
          throw fail('quizOutOfOrder', { index: answers.length + 1 });
        }
        const question = quizQuestion(serials[body.index - 1]!)!;
        if (body.choice >= question[language].options.length) throw fail('quizChoiceInvalid');
        const next = [...answers, body.choice];
        const correct = row.correct + (body.choice === question.answer ? 1 : 0);
        const ok = repo.answerQuiz({
          id: row.id,
          before: row.answers,
          answers: JSON.stringify(next),
          correct,
        });
        if (!ok) throw fail('quizAnswered');
        if (next.length === serials.length) {
          const gained = limits.takeReward(member, 'quiz')
            ? correct * QUIZ_INTEGRAL_PER_CORRECT
            : 0;
          repo.finishQuiz(row.id, gained, clock.nowMs());
          points.change(member.id, gained, '每日答题', { quizId: row.id });
        }
      });
      return exam(mine(member, body.serial), language);
    },

    /** Past quizzes, newest first: how each went (no questions). */
    history(member: MemberRow, query: PageQuery): Schemas['ExamPage'] {
      const page = paging(query);
      const list = repo
        .quizzes({ memberId: member.id, limit: page.limit, offset: page.offset })
        .map((row) => ({
          serial: row.serial,
          date: row.day,
          total: (JSON.parse(row.questions) as string[]).length,
          answered: (JSON.parse(row.answers) as number[]).length,
          correct: row.correct,
          gained: row.gained,
          finished: row.finished_at !== null,
        }));
      return pageOf(list, repo.countQuizzes(member.id), page);
    },
  };
}

export type QuizService = ReturnType<typeof quizService>;
