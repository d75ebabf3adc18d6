import type { Db } from '../../db/database';
import type { MembershipRow } from '../members/cars';
import type { ClockWorkRow } from '../clock-work/clock-work';
import { onFirstUse } from '../sql/on-first-use';

/** A plate's auto-pay setting (migration 016). */
export interface AutoPayRow {
  member_id: number;
  number: string;
  car_id: number;
  enabled: number;
  cap: number;
  updated_at: number;
}

/** One message of the chat platform's feed (migration 016). */
export interface ChatNoticeRow {
  id: number;
  member_id: number;
  kind: string;
  number: string | null;
  order_id: number | null;
  params: string;
  link: string;
  once_key: string | null;
  created_at: number;
}

/** A holder of a plate with their notices switch and auto-pay setting (null: never set). */
export interface PlateHolderRow {
  member_id: number;
  car_id: number;
  subscribe: number;
  auto_pay: number | null;
  auto_pay_car: number | null;
  cap: number | null;
}

export type NewChatNotice = Omit<ChatNoticeRow, 'id'>;

/** The SQL of parking notices and auto-pay, prepared once per database. */
export function chatNoticeRepository(db: Db, reminderKinds: readonly string[]) {
  const kinds = JSON.stringify(reminderKinds);
  const s = onFirstUse(db, {
    holders: () =>
      db.prepare(
        `SELECT c.member_id, c.id AS car_id, COALESCE(a.subscribe, 0) AS subscribe,
              p.enabled AS auto_pay, p.car_id AS auto_pay_car, p.cap
       FROM cars c
       LEFT JOIN attentions a ON a.member_id = c.member_id AND a.number = c.number
       LEFT JOIN auto_pay p ON p.member_id = c.member_id AND p.number = c.number
       WHERE c.number = @number ORDER BY c.id`,
      ),
    autoPay: () =>
      db.prepare('SELECT * FROM auto_pay WHERE member_id = @memberId AND number = @number'),
    saveAutoPay: () =>
      db.prepare(
        `INSERT INTO auto_pay (member_id, number, car_id, enabled, cap, updated_at)
       VALUES (@memberId, @number, @carId, @enabled, @cap, @updatedAt)
       ON CONFLICT (member_id, number) DO UPDATE SET car_id = excluded.car_id,
         enabled = excluded.enabled, cap = excluded.cap, updated_at = excluded.updated_at`,
      ),
    subscribedAny: () =>
      db
        .prepare(
          `SELECT EXISTS (SELECT 1 FROM attentions a JOIN cars c
           ON c.member_id = a.member_id AND c.number = a.number
         WHERE a.member_id = @memberId AND a.subscribe = 1)`,
        )
        .pluck(),
    subscription: () =>
      db
        .prepare(
          'SELECT subscribe FROM attentions WHERE member_id = @memberId AND number = @number',
        )
        .pluck(),
    insert: () =>
      db.prepare(
        `INSERT OR IGNORE INTO chat_notices
         (member_id, kind, number, order_id, params, link, once_key, created_at)
       VALUES (@member_id, @kind, @number, @order_id, @params, @link, @once_key, @created_at)`,
      ),
    page: () =>
      db.prepare(
        `SELECT * FROM chat_notices WHERE member_id = @memberId
         AND (@number IS NULL OR number = @number)
       ORDER BY id DESC LIMIT @limit OFFSET @offset`,
      ),
    count: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM chat_notices WHERE member_id = @memberId
           AND (@number IS NULL OR number = @number)`,
        )
        .pluck(),
    byId: () => db.prepare('SELECT * FROM chat_notices WHERE id = @id'),
    ofPhone: () =>
      db.prepare(
        `SELECT n.* FROM chat_notices n JOIN members m ON m.id = n.member_id
       WHERE m.phone = @phone ORDER BY n.id DESC LIMIT @limit`,
      ),
    all: () => db.prepare('SELECT * FROM chat_notices ORDER BY id DESC LIMIT @limit'),
    dueReminders: () =>
      db.prepare(
        `SELECT * FROM clock_work WHERE done_at IS NULL AND due_at <= @now
         AND kind IN (SELECT value FROM json_each('${kinds}'))
       ORDER BY due_at, id LIMIT 100`,
      ),
    everScheduled: () =>
      db
        .prepare(
          'SELECT EXISTS (SELECT 1 FROM clock_work WHERE kind = @kind AND subject_id = @subjectId)',
        )
        .pluck(),
    postpone: () =>
      db.prepare('UPDATE clock_work SET due_at = @dueAt WHERE id = @id AND done_at IS NULL'),
    everDisputed: () =>
      db.prepare('SELECT EXISTS (SELECT 1 FROM order_faults WHERE order_id = @orderId)').pluck(),
    markAutomatic: () => db.prepare('UPDATE pay_orders SET automatic = 1 WHERE id = @id'),
    membership: () => db.prepare('SELECT * FROM memberships WHERE id = @id'),
    parkingNow: () =>
      db.prepare(
        `SELECT serial, number, space FROM orders WHERE status IN (0, 1) AND type <> 1
       ORDER BY id DESC LIMIT 20`,
      ),
  });
  return {
    /** Every member who holds the plate, oldest binding first, with their settings. */
    holders: (number: string) => s.holders.all({ number }) as PlateHolderRow[],
    autoPay: (memberId: number, number: string) =>
      s.autoPay.get({ memberId, number }) as AutoPayRow | undefined,
    saveAutoPay: (a: {
      memberId: number;
      number: string;
      carId: number;
      enabled: number;
      cap: number;
      updatedAt: number;
    }) => s.saveAutoPay.run(a),
    /** The member has notices on for at least one plate they still hold. */
    subscribedAny: (memberId: number) => s.subscribedAny.get({ memberId }) === 1,
    subscription: (memberId: number, number: string) =>
      (s.subscription.get({ memberId, number }) as number | undefined) ?? 0,
    /** False when a notice with the same `once_key` went to this member already. */
    insert: (notice: NewChatNotice) => s.insert.run(notice).changes === 1,
    page: (memberId: number, number: string | null, limit: number, offset: number) =>
      s.page.all({ memberId, number, limit, offset }) as ChatNoticeRow[],
    count: (memberId: number, number: string | null) => s.count.get({ memberId, number }) as number,
    byId: (id: number) => s.byId.get({ id }) as ChatNoticeRow | undefined,
    ofPhone: (phone: string, limit: number) => s.ofPhone.all({ phone, limit }) as ChatNoticeRow[],
    all: (limit: number) => s.all.all({ limit }) as ChatNoticeRow[],
    /** Reminders whose time has come (at most 100 at a time; the rest follow). */
    dueReminders: (now: number) => s.dueReminders.all({ now }) as ClockWorkRow[],
    /** Whether this reminder was ever scheduled (pending or done): it is scheduled once. */
    everScheduled: (kind: string, subjectId: number) =>
      s.everScheduled.get({ kind, subjectId }) === 1,
    /** A reminder due at night waits for the morning. */
    postpone: (id: number, dueAt: number) => s.postpone.run({ id, dueAt }),
    /** The order was ever disputed (auto-pay leaves it to the member then). */
    everDisputed: (orderId: number) => s.everDisputed.get({ orderId }) === 1,
    markAutomatic: (payOrderId: number) => s.markAutomatic.run({ id: payOrderId }),
    membership: (id: number) => s.membership.get({ id }) as MembershipRow | undefined,
    /** Cars parked now that may leave (the console's "car leaves"). */
    parkingNow: () => s.parkingNow.all() as { serial: string; number: string; space: string }[],
  };
}

export type ChatNoticeRepository = ReturnType<typeof chatNoticeRepository>;
