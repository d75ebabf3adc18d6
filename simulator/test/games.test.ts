import type { GameBoard, GameDrawResult } from '@dehong/api-spec';
import { describe, expect, it } from 'vitest';
import { FIXTURES, stateSeeder } from '../src/index';
import { currentOdds, GAMES, ODDS_SCALE, prizeIndexFor } from '../src/services/games/prizes';
import { gameRandom } from '../src/services/games/random';
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

const setNext = (sim: Sim, game: string, prize: string | null) =>
  http(sim).json<{ next: string | null; error?: string }>('POST', '/__admin/games/next', {
    game,
    prize,
  });
const seed = (sim: Sim, value: number | null) =>
  http(sim).json('POST', '/__admin/games/seed', { seed: value });
const integralOf = (sim: Sim, phone: string) =>
  sim.db.prepare('SELECT integral FROM members WHERE phone = ?').pluck().get(phone) as number;

/** The big wheel and the blind box, drawn on the server by disclosed odds. */
describe('games: the big wheel and the blind box', () => {
  it('shows each game its odds (adding up to 100 %), stock, price and what is left today', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    for (const game of ['wheel', 'box'] as const) {
      const board = await a.showGameBoard(game);
      expect(board.prizes.reduce((sum, prize) => sum + prize.chance, 0)).toBe(ODDS_SCALE);
      expect(board.prizes.map((prize) => prize.kind)).toEqual(
        expect.arrayContaining(['coupon', 'integral', 'none']),
      );
      expect(
        new Set(board.prizes.filter((p) => p.kind === 'coupon').map((p) => p.amount)).size,
      ).toBeGreaterThan(2);
      expect(board).toMatchObject({ integral: 1230, drawsLeft: GAMES[game].dailyLimit });
    }
    expect(await a.showGameBoard('wheel')).toMatchObject({ cost: 200, freeLeft: 1 });
    expect(await a.showGameBoard('box')).toMatchObject({ cost: 500, freeLeft: 0 });
  });

  it('spins the wheel free once a day, then for 200 integral, each draw recorded with its records', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const first = await a.drawGame('wheel');
    expect(first.draw).toMatchObject({ game: 'wheel', free: true, cost: 0 });
    expect(first.board.prizes[first.draw.index]!.serial).toBe(first.draw.prize.serial);
    expect(first.board.freeLeft).toBe(0);
    const second = await a.drawGame('wheel');
    expect(second.draw).toMatchObject({ free: false, cost: 200 });
    const spent = 200 - first.draw.wonIntegral - second.draw.wonIntegral;
    expect(second.board.integral).toBe(1230 - spent);
    expect(integralOf(sim, A)).toBe(1230 - spent);

    const draws = await a.listGameDraws({ game: 'wheel' });
    expect(draws.list.map((draw) => draw.serial)).toEqual([second.draw.serial, first.draw.serial]);
    const records = (await a.listIntegral({ pageSize: 50 })).list;
    expect(records.filter((r) => r.reason === '大转盘抽奖').map((r) => r.integral)).toEqual([-200]);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('lands on the prize the console set: a coupon the member then holds, and the stock goes down', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const before = (await a.getCouponStats()).unused;
    expect((await setNext(sim, 'wheel', 'W20')).body.next).toBe('W20');
    const stockBefore = (await a.showGameBoard('wheel')).prizes.find((p) => p.serial === 'W20')!;

    const { draw, board } = await a.drawGame('wheel');
    expect(draw.prize).toMatchObject({ serial: 'W20', kind: 'coupon', amount: 2000 });
    expect(draw.couponSerial).toBeTruthy();
    const coupon = await a.showCoupon(draw.couponSerial!);
    expect(coupon).toMatchObject({ amount: 2000, minCost: 3000, status: 0 });
    expect((await a.getCouponStats()).unused).toBe(before + 1);
    expect(board.prizes.find((p) => p.serial === 'W20')!.stock).toBe(stockBefore.stock! - 1);
    // Used once: the next draw is the odds' again.
    expect((await http(sim).get<{ next: string | null }[]>('/__admin/games')).body[0]!.next).toBe(
      null,
    );
    expect((await setNext(sim, 'wheel', 'X1')).status).toBe(400);
    expect((await setNext(sim, 'dice', 'W20')).status).toBe(400);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('forgets the prize the console set when the simulator is reset', async () => {
    const sim = await startTestSimulator();
    expect((await setNext(sim, 'wheel', 'W20')).body.next).toBe('W20');
    await http(sim).json('POST', '/__admin/reset', {});
    const boards = (await http(sim).get<{ next: string | null }[]>('/__admin/games')).body;
    expect(boards.map((board) => board.next)).toEqual([null, null]);
  });

  it('with too few points a draw is refused (7020) and changes nothing', async () => {
    const sim = await startTestSimulator();
    const b = await signIn(sim, B);
    const digest = dbDigest(sim.db);
    const refused = await failure(b.drawGame('box'));
    expect(refused.code).toBe(7020);
    expect(dbDigest(sim.db)).toBe(digest);

    await setNext(sim, 'wheel', 'W0');
    await b.drawGame('wheel'); // the free spin, nothing won
    const after = dbDigest(sim.db);
    expect((await failure(b.drawGame('wheel'))).code).toBe(7020);
    expect(dbDigest(sim.db)).toBe(after);
  });

  it('keeps the daily limit, and the next day brings the free spin back', async () => {
    const sim = await startTestSimulator();
    stateSeeder(sim.db, sim.clock).integral(B, 5000);
    const b = await signIn(sim, B);
    for (let i = 0; i < GAMES.wheel.dailyLimit; i++) {
      await b.drawGame('wheel');
    }
    const refused = await failure(b.drawGame('wheel'));
    expect(refused.code).toBe(7021);
    expect(refused.message).toContain('6');
    await http(sim).json('POST', '/__admin/clock/advance', { minutes: 24 * 60 });
    expect(await b.showGameBoard('wheel')).toMatchObject({ freeLeft: 1, drawsLeft: 6 });
    expect((await b.drawGame('wheel')).draw.free).toBe(true);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('never spends points twice nor passes the limit when draws arrive at once', async () => {
    const sim = await startTestSimulator();
    stateSeeder(sim.db, sim.clock).integral(B, 1000);
    const b = await signIn(sim, B);
    const token = tokenOf(b);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        http(sim).form<Envelope<GameDrawResult>>('/tools/v1/api/game/draw', { game: 'box' }, token),
      ),
    );
    const won = answers.filter((answer) => answer.body.code === 0);
    const drawn = sim.db.prepare("SELECT * FROM game_draws WHERE game = 'box'").all() as {
      cost: number;
      won_integral: number;
    }[];
    expect(won.length).toBe(drawn.length);
    expect(won.length).toBeGreaterThanOrEqual(2);
    expect(won.length).toBeLessThanOrEqual(GAMES.box.dailyLimit);
    const net = drawn.reduce((sum, draw) => sum - draw.cost + draw.won_integral, 0);
    expect(integralOf(sim, B)).toBe(1000 + net);
    expect(integralOf(sim, B)).toBeGreaterThanOrEqual(0);
    // The rest were refused whole: too few points or today's limit.
    expect(answers.every((answer) => [0, 7020, 7021].includes(answer.body.code))).toBe(true);
    expect(moneyViolations(sim)).toEqual([]);
  });

  it('gives the chance of a prize out of stock to "nothing", and never draws past the stock', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const bId = sim.db.prepare('SELECT id FROM members WHERE phone = ?').pluck().get(B) as number;
    const insert = sim.db.prepare(
      `INSERT INTO game_draws (serial, member_id, game, day, prize, cost, free, created_at)
       VALUES (?, ?, 'wheel', '2026-01-01', 'W20', 0, 1, 0)`,
    );
    for (let i = 0; i < 19; i++) insert.run(`old${i}`, bId);
    expect((await setNext(sim, 'wheel', 'W20')).body.next).toBe('W20');
    expect((await a.drawGame('wheel')).draw.prize.serial).toBe('W20'); // the 20th, the last
    const board = await a.showGameBoard('wheel');
    const last = board.prizes.find((p) => p.serial === 'W20')!;
    expect(last).toMatchObject({ stock: 0, chance: 0 });
    expect(board.prizes.find((p) => p.serial === 'W0')!.chance).toBe(3000 + 200);
    expect(board.prizes.reduce((sum, prize) => sum + prize.chance, 0)).toBe(ODDS_SCALE);
    expect((await setNext(sim, 'wheel', 'W20')).status).toBe(400);
  });

  it("lists only the member's own draws; without a token there is nothing", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const b = await signIn(sim, B);
    await a.drawGame('wheel');
    expect((await a.listGameDraws()).total).toBe(1);
    expect((await b.listGameDraws()).total).toBe(0);
    expect((await http(sim).get('/tools/v1/api/game/board?game=wheel')).status).toBe(401);
    expect((await http(sim).form('/tools/v1/api/game/draw', { game: 'wheel' })).status).toBe(401);
    const bad = await http(sim).form('/tools/v1/api/game/draw', { game: '__proto__' }, tokenOf(b));
    expect(bad.status).toBe(400);
  });

  it("speaks the caller's language in prize names", async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    const en = await http(sim).get<Envelope<GameBoard>>(
      '/tools/v1/api/game/board?game=box',
      tokenOf(a),
      { 'Accept-Language': 'en-US' },
    );
    expect(en.body.data!.prizes.map((p) => p.name)).toContain('20 yuan parking coupon');
    expect((await a.showGameBoard('box')).prizes.map((p) => p.name)).toContain('20元停车券');
  });
});

/** The odds shown are the odds drawn: a seeded run of many draws lands within tolerance. */
describe('games: disclosed odds', () => {
  it('draws each prize as often as its shown chance says (fixed seed, 40 000 draws each)', async () => {
    const sim = await startTestSimulator();
    const a = await signIn(sim, A);
    for (const game of ['wheel', 'box'] as const) {
      const shown = (await a.showGameBoard(game)).prizes.map((prize) => prize.chance);
      // The server's own draw over the same odds and a seeded source.
      const random = gameRandom(20261124);
      const odds = currentOdds(GAMES[game], () => null);
      expect(odds).toEqual(shown);
      const n = 40_000;
      const counts = new Array<number>(odds.length).fill(0);
      for (let i = 0; i < n; i++) counts[prizeIndexFor(odds, random.int(ODDS_SCALE))]! += 1;
      for (const [index, chance] of shown.entries()) {
        const p = chance / ODDS_SCALE;
        const tolerance = 4 * Math.sqrt((p * (1 - p)) / n); // four standard errors
        expect(Math.abs(counts[index]! / n - p), `${game} prize ${index}`).toBeLessThan(tolerance);
      }
    }
  });

  it('repeats the same draws from the same seed (admin API), over HTTP', async () => {
    const run = async () => {
      const sim = await startTestSimulator();
      await seed(sim, 7);
      stateSeeder(sim.db, sim.clock).integral(B, 100_000);
      const b = await signIn(sim, B);
      const prizes: string[] = [];
      for (let i = 0; i < GAMES.wheel.dailyLimit; i++) {
        prizes.push((await b.drawGame('wheel')).draw.prize.serial);
      }
      return prizes;
    };
    const first = await run();
    expect(await run()).toEqual(first);
  });
});
