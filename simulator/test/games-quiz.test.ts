import type { Exam } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../src/index';
import { QUIZ_BANK, quizQuestion } from '../src/services/games/quiz-bank';
import { QUIZ_INTEGRAL_PER_CORRECT } from '../src/services/games/quiz';
import { dbDigest } from './support/db-digest';
import {
  failure,
  http,
  moneyViolations,
  signIn,
  startTestSimulator,
  tokenOf,
  type Envelope,
} from './support/simulator';

const A = FIXTURES.users.a.phone;
const B = FIXTURES.users.b.phone;
type Sim = Awaited<ReturnType<typeof startTestSimulator>>;

/** The serials of the questions a quiz asks, read where the server keeps them. */
const asked = (sim: Sim, serial: string) =>
  JSON.parse(
    sim.db
      .prepare('SELECT questions FROM quiz_days WHERE serial = ?')
      .pluck()
      .get(serial) as string,
  ) as string[];

const integralOf = (sim: Sim, phone: string) =>
  sim.db.prepare('SELECT integral FROM members WHERE phone = ?').pluck().get(phone) as number;

/** The daily quiz, checked on the server. */
describe('games: the daily quiz', () => {
  it('has a bank of at least 40 questions, each in Chinese and English with the same options', () => {
    expect(QUIZ_BANK.length).toBeGreaterThanOrEqual(40);
    for (const question of QUIZ_BANK) {
      expect(question.zh.options.length).toBe(question.en.options.length);
      expect(question.answer).toBeLessThan(question.zh.options.length);
      expect(question.zh.title).toMatch(/[\u4e00-\u9fff]/);
      expect(question.en.title).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('asks five different questions a day and never sends an answer before it is given', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const raw = await http(sim).get<Envelope<Exam>>('/tools/v1/api/game/exam/today', tokenOf(a));
    const exam = raw.body.data!;
    expect(exam).toMatchObject({ total: 5, answered: 0, correct: 0, gained: 0, finished: false });
    expect(new Set(exam.questions.map((q) => q.title)).size).toBe(5);
    for (const question of exam.questions) {
      expect(question).toMatchObject({
        choice: null,
        correct: null,
        answer: null,
        explanation: null,
      });
    }
    // Not hidden in some other field either: no explanation of any asked question is in the text.
    const text = JSON.stringify(raw.body);
    for (const serial of asked(sim, exam.serial)) {
      expect(text).not.toContain(quizQuestion(serial)!.zh.explanation);
    }
    expect((await a.getTodayExam()).serial).toBe(exam.serial); // the same quiz all day
  });

  it('asks in English for an English caller', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const exam = (
      await http(sim).get<Envelope<Exam>>('/tools/v1/api/game/exam/today', tokenOf(a), {
        'Accept-Language': 'en-US,en;q=0.9',
      })
    ).body.data!;
    const [first] = asked(sim, exam.serial);
    expect(exam.questions[0]!.title).toBe(quizQuestion(first!)!.en.title);
    expect(exam.questions[0]!.options).toEqual(quizQuestion(first!)!.en.options);
  });

  it('checks answers one at a time, in order, each once, with the explanation after', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const exam = await a.getTodayExam();
    const [first] = asked(sim, exam.serial).map((serial) => quizQuestion(serial)!);

    expect((await failure(a.answerExam({ serial: exam.serial, index: 2, choice: 0 }))).code).toBe(
      7024,
    );
    expect((await failure(a.answerExam({ serial: exam.serial, index: 1, choice: 9 }))).code).toBe(
      7025,
    );
    const wrong = (first!.answer + 1) % first!.zh.options.length;
    const after = await a.answerExam({ serial: exam.serial, index: 1, choice: wrong });
    expect(after.questions[0]).toMatchObject({
      choice: wrong,
      correct: false,
      answer: first!.answer,
      explanation: first!.zh.explanation,
    });
    expect(after.questions[1]).toMatchObject({ answer: null, explanation: null });
    const again = await failure(
      a.answerExam({ serial: exam.serial, index: 1, choice: first!.answer }),
    );
    expect(again.code).toBe(7023);
  });

  it('awards integral for right answers once, when the fifth is answered', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const exam = await a.getTodayExam();
    const questions = asked(sim, exam.serial).map((serial) => quizQuestion(serial)!);
    let last = exam;
    for (const [i, question] of questions.entries()) {
      // Right for the first three, wrong for the last two.
      const choice = i < 3 ? question.answer : (question.answer + 1) % question.zh.options.length;
      last = await a.answerExam({ serial: exam.serial, index: i + 1, choice });
      if (i < 4) expect(integralOf(sim, A)).toBe(1230);
    }
    const gained = 3 * QUIZ_INTEGRAL_PER_CORRECT;
    expect(last).toMatchObject({ answered: 5, correct: 3, gained, finished: true });
    expect(integralOf(sim, A)).toBe(1230 + gained);
    const records = (await a.listIntegral()).list.filter((r) => r.reason === '每日答题');
    expect(records.map((r) => r.integral)).toEqual([gained]);
    expect((await failure(a.answerExam({ serial: exam.serial, index: 5, choice: 0 }))).code).toBe(
      7023,
    );
    expect((await a.getTodayExam()).finished).toBe(true);
    expect(moneyViolations(sim)).toEqual([]);

    // The past results, and a new quiz the next day; yesterday's takes no answers.
    await http(sim).json('POST', '/__admin/clock/advance', { minutes: 24 * 60 });
    const tomorrow = await a.getTodayExam();
    expect(tomorrow.serial).not.toBe(exam.serial);
    const history = await a.listExams();
    expect(history.list.map((each) => [each.serial, each.correct, each.gained])).toEqual([
      [tomorrow.serial, 0, 0],
      [exam.serial, 3, gained],
    ]);
    expect((await failure(a.answerExam({ serial: exam.serial, index: 1, choice: 0 }))).code).toBe(
      7026,
    );
  });

  it("gives another member nothing with the first one's quiz", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    const exam = await a.getTodayExam();
    const digest = dbDigest(sim.db);
    const refused = await failure(b.answerExam({ serial: exam.serial, index: 1, choice: 0 }));
    expect(refused.code).toBe(7022);
    expect(dbDigest(sim.db)).toBe(digest);
    expect((await b.listExams()).total).toBe(0);
  });

  it('takes one answer when the same answer arrives many times at once', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const exam = await a.getTodayExam();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        http(sim).form<Envelope>(
          '/tools/v1/api/game/exam/answer',
          { serial: exam.serial, index: 1, choice: 0 },
          tokenOf(a),
        ),
      ),
    );
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 7023)).toHaveLength(7);
    expect((await a.getTodayExam()).answered).toBe(1);
  });
});
