import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

/** Cards, packages, coupon codes and staff put on sale by the states, with the given serials. */
export function catalogSeedRepository(db: Db) {
  const s = onFirstUse(db, {
    putCard: () =>
      db.prepare(
        `INSERT INTO membership_cards (serial, name, duration, price, original_price, service, reserve, sort)
       VALUES (@serial, '月卡', 30, @fen, @original, '德宏停车月卡', 0, @sort)
       ON CONFLICT (serial) DO UPDATE SET price = @fen, original_price = @original, sort = @sort`,
      ),
    putRightsPackage: () =>
      db.prepare(
        `INSERT OR REPLACE INTO rights_packages (serial, name, price, description, coupons)
       VALUES (@serial, '停车权益包', @fen, '含2张5元停车券', @coupons)`,
      ),
    putRechargePackage: () =>
      db.prepare(
        `INSERT OR REPLACE INTO recharge_packages (serial, name, price, give, type, tag, service, sort)
       VALUES (@serial, @name, @fen, 0, 0, '', '余额充值', 0)`,
      ),
    hasFreeAmountPackage: () => db.prepare("SELECT 1 FROM recharge_packages WHERE name = 'other'"),
    addFreeAmountPackage: () =>
      db.prepare(
        "INSERT INTO recharge_packages (serial, name, price, give, type, tag, service, sort) VALUES ('OTHER', 'other', 0, 0, 0, '', '余额充值', 999)",
      ),
    putEquityPackage: () =>
      db.prepare(
        `INSERT OR REPLACE INTO equity_packages (id, serial, name, description, rights)
       VALUES (1, @serial, '德宏停车会员权益', '会员卡有效期内路内停车免费。', @rights)`,
      ),
    putCouponCode: () =>
      db.prepare(
        `INSERT OR REPLACE INTO coupon_codes (code, name, amount, min_cost, days, used_by, used_at)
       VALUES (@code, '停车抵扣券5元', 500, 0, 30, NULL, NULL)`,
      ),
    putStaff: () =>
      db.prepare(
        'INSERT OR REPLACE INTO staff (serial, name, team) VALUES (@serial, @name, @team)',
      ),
    addStaff: () =>
      db.prepare('INSERT OR IGNORE INTO staff (serial, name, team) VALUES (@serial, @name, @team)'),
  });
  return {
    /** A 30-day card at `fen` (its other columns kept when the serial exists). */
    putCard: (serial: string, fen: number, original: number, sort: number) =>
      s.putCard.run({ serial, fen, original, sort }),
    putRightsPackage: (serial: string, fen: number, coupons: string) =>
      s.putRightsPackage.run({ serial, fen, coupons }),
    putRechargePackage: (serial: string, name: string, fen: number) =>
      s.putRechargePackage.run({ serial, name, fen }),
    /** The package named `other` (any amount), last in the list, unless one exists. */
    ensureFreeAmountPackage() {
      if (!s.hasFreeAmountPackage.get()) s.addFreeAmountPackage.run();
    },
    putEquityPackage: (serial: string, rights: string) =>
      s.putEquityPackage.run({ serial, rights }),
    /** The redemption code, unused (5 yuan, 30 days). */
    putCouponCode: (code: string) => s.putCouponCode.run({ code }),
    putStaff: (serial: string, name: string, team: string) =>
      s.putStaff.run({ serial, name, team }),
    /** The staff member, unless one has this number already. */
    addStaff: (serial: string, name: string, team: string) =>
      s.addStaff.run({ serial, name, team }),
  };
}
