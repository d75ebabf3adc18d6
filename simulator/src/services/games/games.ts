import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { fail } from '../../http/errors';
import type { Language } from '../../i18n/messages';
import { gameRepository, type DrawRow } from '../../repositories/games/games';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import { apiTime, pageOf, paging, type PageQuery } from '../../util/format';
import { randomDigits } from '../../util/random';
import {
  currentOdds,
  GAMES,
  ODDS_SCALE,
  prizeIndexFor,
  prizeOf,
  type GameName,
  type Prize,
} from './prizes';
import { grantCoupon } from '../members/coupons';
import type { GameRandom } from './random';
import type { PointsService } from '../members/points';
import { personLimits } from '../members/person-limits';

const SPEND_REASON: Record<GameName, string> = { wheel: '大转盘抽奖', box: '盲盒抽奖' };
const PRIZE_REASON: Record<GameName, string> = { wheel: '大转盘奖励', box: '盲盒奖励' };

/**
 * The big wheel and the blind box: a draw spends integral (the wheel's first spin of a
 * day is free), lands on a prize by the server's odds and stock, and is recorded with what it
 * spent and gave, all in one transaction. The console may fix the next prize of a game for a demo.
 */
export function gameService(store: Store, clock: Clock, points: PointsService, random: GameRandom) {
  const repo = gameRepository(store.db);
  const nextPrize = nextPrizesOf(store.db);
  // The free spin and the draws a day are the person's (a rejoin or a merge draws no more).
  const limits = personLimits(store, clock);
  const freeLeftOf = (member: MemberRow | undefined, game: GameName, freeToday: number) =>
    member && GAMES[game].freePerDay > 0 && limits.rewardTaken(member, 'freeSpin')
      ? 0
      : Math.max(0, GAMES[game].freePerDay - freeToday);

  const remaining = (game: GameName) => (prize: Prize) =>
    prize.stock === null ? null : Math.max(0, prize.stock - repo.wonOf(game, prize.serial));

  function board(memberId: number, name: GameName, language: Language): Schemas['GameBoard'] {
    const game = GAMES[name];
    const member = store.members.byId(memberId);
    const today = member ? limits.drawsToday(member, name) : { total: 0, free: 0 };
    const left = remaining(name);
    const odds = currentOdds(game, left);
    return {
      game: name,
      cost: game.cost,
      freePerDay: game.freePerDay,
      freeLeft: freeLeftOf(member, name, today.free),
      dailyLimit: game.dailyLimit,
      drawsLeft: Math.max(0, game.dailyLimit - today.total),
      integral: member?.integral ?? 0,
      prizes: game.prizes.map((prize, index) => ({
        serial: prize.serial,
        kind: prize.kind,
        name: prize[language],
        amount: prize.amount,
        minCost: prize.minCost,
        validDays: prize.validDays,
        chance: odds[index]!,
        stock: left(prize),
      })),
    };
  }

  function drawOf(row: DrawRow, language: Language): Schemas['GameDraw'] {
    const game = GAMES[row.game];
    const index = game.prizes.findIndex((prize) => prize.serial === row.prize);
    const prize = game.prizes[index]!;
    return {
      serial: row.serial,
      game: row.game,
      prize: {
        serial: prize.serial,
        kind: prize.kind,
        name: prize[language],
        amount: prize.amount,
      },
      index,
      cost: row.cost,
      free: row.free === 1,
      wonIntegral: row.won_integral,
      couponSerial: row.coupon_serial,
      createTime: apiTime(row.created_at),
    };
  }

  /** The console's prize if one is set and in stock, else the odds' (seedable randomness). */
  function pick(name: GameName): number {
    const game = GAMES[name];
    const odds = currentOdds(game, remaining(name));
    const forced = nextPrize.get(name);
    nextPrize.delete(name);
    const forcedIndex = game.prizes.findIndex((prize) => prize.serial === forced);
    if (forcedIndex >= 0 && odds[forcedIndex]! > 0) return forcedIndex;
    return prizeIndexFor(odds, random.int(ODDS_SCALE));
  }

  /** A coupon prize: valid in every area for its days (members/coupons.ts keeps their rules). */
  const grantPrize = (memberId: number, prize: Prize): number =>
    grantCoupon(
      store,
      memberId,
      {
        name: prize.zh,
        amount: prize.amount,
        minSpend: prize.minCost,
        validDays: prize.validDays,
        area: null,
        source: 'game',
      },
      clock,
    ).id;

  return {
    board: (member: MemberRow, name: GameName, language: Language) =>
      board(member.id, name, language),

    draw(member: MemberRow, name: GameName, language: Language): Schemas['GameDrawResult'] {
      const game = GAMES[name];
      const id = store.transaction(() => {
        const today = clock.today();
        const done = limits.drawsToday(member, name);
        if (done.total >= game.dailyLimit) {
          throw fail('gameDailyLimit', { limit: game.dailyLimit });
        }
        const free =
          freeLeftOf(member, name, done.free) > 0 && limits.takeReward(member, 'freeSpin');
        const cost = free ? 0 : game.cost;
        const integral = store.members.byId(member.id)?.integral ?? 0;
        if (integral < cost) {
          throw fail('gameNotEnoughIntegral', { points: cost / 1000 });
        }
        const prize = game.prizes[pick(name)]!;
        const couponId = prize.kind === 'coupon' ? grantPrize(member.id, prize) : null;
        const wonIntegral = prize.kind === 'integral' ? prize.amount : 0;
        const drawId = repo.insertDraw({
          serial: `${compactDay(today)}${randomDigits(10)}`,
          memberId: member.id,
          game: name,
          day: today,
          prize: prize.serial,
          cost,
          free: free ? 1 : 0,
          wonIntegral,
          couponId,
          createdAt: clock.nowMs(),
        });
        points.change(member.id, -cost, SPEND_REASON[name], { drawId });
        points.change(member.id, wonIntegral, PRIZE_REASON[name], { drawId });
        return drawId;
      });
      return { draw: drawOf(repo.draw(id), language), board: board(member.id, name, language) };
    },

    draws(member: MemberRow, query: { game?: GameName } & PageQuery, language: Language) {
      const page = paging(query);
      const game = query.game ?? null;
      return pageOf(
        repo
          .draws({ memberId: member.id, game, limit: page.limit, offset: page.offset })
          .map((row) => drawOf(row, language)),
        repo.countDraws(member.id, game),
        page,
      );
    },

    /** The console: the next draw of `game` lands on `prize` (once), or null to clear it. */
    setNextPrize(name: GameName, serial: string | null): { game: GameName; next: string | null } {
      if (serial === null) nextPrize.delete(name);
      else {
        const prize = prizeOf(name, serial);
        if (!prize) throw new Error(`${name} has no prize ${serial}`);
        if (remaining(name)(prize) === 0) throw new Error(`${serial} is out of stock`);
        nextPrize.set(name, serial);
      }
      return { game: name, next: nextPrize.get(name) ?? null };
    },

    /** A reset forgets the prizes the console set: they belonged to the database it empties. */
    clearNextPrizes() {
      nextPrize.clear();
    },

    /** The console's view: each game's prizes with odds and stock, and the prize set next. */
    overview() {
      return (Object.keys(GAMES) as GameName[]).map((name) => ({
        ...board(0, name, 'zh'),
        next: nextPrize.get(name) ?? null,
        seed: random.seeded,
      }));
    },

    random,
  };
}

const compactDay = (day: string) => day.replaceAll('-', '');

/**
 * The prize the console set for a game's next draw (anyone's), used once. Kept per database, not
 * per service, so the app, the console and the provider states (each with services of their own
 * over the same database) see one setting.
 */
const NEXT_PRIZES = new WeakMap<Db, Map<GameName, string>>();

function nextPrizesOf(db: Db): Map<GameName, string> {
  let prizes = NEXT_PRIZES.get(db);
  if (!prizes) NEXT_PRIZES.set(db, (prizes = new Map()));
  return prizes;
}

export type GameService = ReturnType<typeof gameService>;
