import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { AUTHORISED, clientFor, freshPact, success, settled } from '../../src/consumer';
import { ACCESS_TOKEN, PHONE } from '../../src/examples';
import { formBody } from '../../src/form-body';
import { count, date, dateTime, serial, text } from '../../src/matchers';
import { STATES, given } from '../../src/provider-states';

const { eachLike, arrayContaining, integer, boolean, regex } = MatchersV3;
const pact = freshPact('tools');

/** Today's quiz of the member (digits: date and a number, as the simulator makes them). */
const QUIZ_SERIAL = '202611240000000042';
const loggedIn = given(STATES.loggedIn, { phone: PHONE });
const quizOpened = given(STATES.quizOpened, { phone: PHONE, serial: QUIZ_SERIAL });

/** A question not answered yet: no choice, no verdict, and no right answer or explanation. */
const unanswered = {
  index: integer(2),
  title: text('人行横道上可以临时停车吗？'),
  options: eachLike(text('不可以')),
  choice: null,
  correct: null,
  answer: null,
  explanation: null,
};

const exam = (answered: number, questions: unknown) => ({
  serial: serial(QUIZ_SERIAL),
  date: date(),
  perCorrect: integer(50),
  total: integer(5),
  answered: integer(answered),
  correct: integer(answered),
  gained: integer(0),
  finished: boolean(false),
  questions,
});

const prizeKind = (example: 'coupon' | 'integral' | 'none') =>
  regex('^(coupon|integral|none)$', example);
const gameName = (example: 'wheel' | 'box') => regex('^(wheel|box)$', example);

const couponPrize = {
  serial: text('W5'),
  kind: prizeKind('coupon'),
  name: text('5元停车券'),
  amount: integer(500),
  minCost: integer(0),
  validDays: integer(30),
  chance: integer(1000),
  stock: integer(200),
};
const unlimitedPrize = {
  serial: text('W0'),
  kind: prizeKind('none'),
  name: text('谢谢参与'),
  amount: integer(0),
  minCost: integer(0),
  validDays: integer(0),
  chance: integer(3000),
  stock: null,
};

const board = {
  game: gameName('wheel'),
  cost: integer(200),
  freePerDay: integer(1),
  freeLeft: integer(1),
  dailyLimit: integer(6),
  drawsLeft: integer(6),
  integral: integer(0),
  // Prizes with stock and without (null: no limit) both occur.
  prizes: arrayContaining(couponPrize, unlimitedPrize),
};

const couponDraw = {
  serial: serial('202611240000000002'),
  game: gameName('wheel'),
  prize: {
    serial: text('W5'),
    kind: prizeKind('coupon'),
    name: text('5元停车券'),
    amount: integer(500),
  },
  index: integer(2),
  cost: integer(0),
  free: boolean(true),
  wonIntegral: integer(0),
  couponSerial: serial('17'),
  createTime: dateTime(),
};

/**
 * The daily quiz, the big wheel and the blind box. Every operation is x-inferred (our
 * design of the catalogue's "games"), so these interactions are pending.
 */
describe('games: the daily quiz', () => {
  it("gets today's quiz without any answer in it", async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn)
      .given(...quizOpened)
      .uponReceiving("a request for today's quiz")
      .withRequest('GET', '/tools/v1/api/game/exam/today', (request) => request.headers(AUTHORISED))
      .willRespondWith(200, (response) =>
        // The serial is the state's (equal, not like): a provider that ignored the state would
        // draw a quiz of its own on this first read.
        response.jsonBody(success({ ...exam(0, eachLike(unanswered, 5)), serial: QUIZ_SERIAL })),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const today = await api.getTodayExam();
          expect(today.serial).toBe(QUIZ_SERIAL);
          expect(today.questions.every((question) => question.answer === null)).toBe(true);
        }),
      );
  });

  it('answers the first question and gets its verdict and explanation', async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn)
      .given(...quizOpened)
      .uponReceiving("a request to answer the first question of today's quiz")
      .withRequest('POST', '/tools/v1/api/game/exam/answer', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { serial: QUIZ_SERIAL, index: '1', choice: '1' });
      })
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success(
            exam(
              1,
              arrayContaining(
                {
                  index: integer(1),
                  title: text('路内停车前多少分钟免费？'),
                  options: eachLike(text('15分钟')),
                  choice: integer(1),
                  correct: boolean(true),
                  answer: integer(1),
                  explanation: text('德宏路内停车前15分钟免费，超时按小时计费。'),
                },
                unanswered,
              ),
            ),
          ),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const after = await api.answerExam({ serial: QUIZ_SERIAL, index: 1, choice: 1 });
          expect(after.questions[0]).toMatchObject({ choice: 1, correct: true, answer: 1 });
          expect(after.questions[0]?.explanation).toBeTruthy();
        }),
      );
  });

  it("lists the member's past quizzes", async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn)
      .given(...quizOpened)
      .uponReceiving("a request for the member's quizzes")
      .withRequest('GET', '/tools/v1/api/game/exam/list', (request) =>
        request.headers(AUTHORISED).query({ page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({
            list: eachLike({
              serial: serial(QUIZ_SERIAL),
              date: date(),
              total: integer(5),
              answered: integer(0),
              correct: integer(0),
              gained: integer(0),
              finished: boolean(false),
            }),
            page: 1,
            pageSize: 10,
            total: count(1),
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const history = await api.listExams({ page: 1, pageSize: 10 });
          expect(history.list[0]?.serial).toBe(QUIZ_SERIAL);
        }),
      );
  });
});

describe('games: the big wheel and the blind box', () => {
  it("shows the wheel's prizes with their odds and stock, and what is left today", async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn)
      .uponReceiving("a request for the wheel's board")
      .withRequest('GET', '/tools/v1/api/game/board', (request) =>
        request.headers(AUTHORISED).query({ game: 'wheel' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(success(board)))
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const shown = await api.showGameBoard('wheel');
          expect(shown.prizes.some((prize) => prize.stock === null)).toBe(true);
        }),
      );
  });

  it('spins the wheel free and wins the coupon the server drew', async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn)
      .given(...given(STATES.nextPrize, { game: 'wheel', prize: 'W5' }))
      .uponReceiving('a request to spin the wheel')
      .withRequest('POST', '/tools/v1/api/game/draw', (request) => {
        request.headers(AUTHORISED);
        formBody(request, { game: 'wheel' });
      })
      .willRespondWith(200, (response) =>
        // The prize is the state's (equal, not like): without it the draw follows the odds.
        response.jsonBody(
          success({
            draw: { ...couponDraw, prize: { ...couponDraw.prize, serial: 'W5', kind: 'coupon' } },
            board: { ...board, freeLeft: integer(0) },
          }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const { draw } = await api.drawGame('wheel');
          expect(draw.prize.kind).toBe('coupon');
          expect(draw.couponSerial).toBeTruthy();
        }),
      );
  });

  it("lists the member's draws of the wheel", async () => {
    await pact
      .addInteraction()
      .pending(true)
      .given(...loggedIn)
      .given(...given(STATES.wonAtGame, { phone: PHONE, prize: 'W5', game: 'wheel' }))
      .uponReceiving("a request for the member's draws of the wheel")
      .withRequest('GET', '/tools/v1/api/game/draw/list', (request) =>
        request.headers(AUTHORISED).query({ game: 'wheel', page: '1', pageSize: '10' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          success({ list: eachLike(couponDraw), page: 1, pageSize: 10, total: count(1) }),
        ),
      )
      .executeTest(
        settled(async (server) => {
          const api = clientFor(server, { signedInWith: ACCESS_TOKEN });
          const draws = await api.listGameDraws({ game: 'wheel', page: 1, pageSize: 10 });
          expect(draws.list[0]?.prize.serial).toBe('W5');
        }),
      );
  });
});
