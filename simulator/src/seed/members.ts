import { addDays, DAY_MS } from '@dehong/api-spec/domain';
import { SEEDED_CHARGING_COST } from './charging';
import { type FixtureSeed } from './context';
import { FIXTURES } from './fixtures';

/**
 * Users A and B (FIXTURES.users) with their cars, coupons, integral history and messages. Answers
 * their member ids.
 */
export function seedMembers({ rows, now, today }: FixtureSeed): { a: number; b: number } {
  const { a, b } = FIXTURES.users;
  const aId = rows.insert('members', {
    phone: a.phone,
    nickname: a.nickname,
    account_pic: '',
    promotion_code: 'DH000001',
    funds: a.funds,
    give: 0,
    integral: a.integral,
    created_at: now - 400 * DAY_MS,
    person_id: rows.nextId('members'),
  });
  const bId = rows.insert('members', {
    phone: b.phone,
    nickname: b.nickname,
    account_pic: '',
    promotion_code: 'DH000002',
    funds: 0,
    give: 0,
    integral: b.integral,
    created_at: now - 20 * DAY_MS,
    person_id: rows.nextId('members'),
  });
  // Funds only move through the ledger: the opening balance is an entry like any other, and the
  // charging order of the charging fixtures was paid from it.
  rows.insert('funds_ledger', {
    member_id: aId,
    amount: a.funds + SEEDED_CHARGING_COST,
    give: 0,
    reason: 'opening',
    created_at: now - 300 * DAY_MS,
  });
  for (const [integral, reason, daysAgo] of [
    [1000, '注册赠送', 400],
    [130, '停车缴费奖励', 30],
    [100, '每日签到', 2],
  ] as const) {
    rows.insert('integral_records', {
      member_id: aId,
      integral,
      reason,
      created_at: now - daysAgo * DAY_MS,
    });
  }
  const [plate, memberPlate] = a.cars;
  rows.insert('cars', {
    member_id: aId,
    number: plate!,
    plate_type: 1,
    created_at: now - 380 * DAY_MS,
  });
  rows.insert('cars', {
    member_id: aId,
    number: memberPlate!,
    plate_type: 2,
    created_at: now - 340 * DAY_MS,
  });

  const coupon = (name: string, amount: number, startDays: number, endDays: number, used = 0) =>
    rows.insert('coupons', {
      member_id: aId,
      name,
      type: 1,
      amount,
      discount: 0,
      min_cost: 0,
      used,
      start_date: addDays(today, startDays),
      end_date: addDays(today, endDays),
      created_at: now + startDays * DAY_MS,
    });
  coupon('停车抵扣券5元', 500, -10, 30);
  coupon('停车抵扣券3元', 300, -5, 60);
  coupon('停车抵扣券2元', 200, -60, 20, 1);
  coupon('新人停车券10元', 1000, -90, -30);

  const message = (memberId: number, title: string, content: string, daysAgo: number, read = 0) =>
    rows.insert('messages', {
      member_id: memberId,
      title,
      content,
      read,
      created_at: now - daysAgo * DAY_MS,
    });
  message(aId, '欢迎使用德宏停车', '绑定车辆后可查询停车记录、缴纳欠费和办理月卡。', 400, 1);
  message(aId, '缴费成功', '您的车辆云N12345停车费已缴纳成功。', 6, 1);
  message(aId, '欠费提醒', '您的车辆云N12345有3笔停车订单待缴费，请及时补缴。', 1);
  message(bId, '欢迎使用德宏停车', '绑定车辆后可查询停车记录、缴纳欠费和办理月卡。', 20);
  return { a: aId, b: bId };
}
