import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface MessageRow {
  id: number;
  serial: string;
  member_id: number;
  title: string;
  content: string;
  /** A message composed when read (i18n/notices.ts, migration 010); NULL for plain text. */
  kind: string | null;
  params: string | null;
  read: number;
  created_at: number;
}

export interface ActionRow {
  id: number;
  action: string;
  detail: string;
  created_at: number;
}

export interface IntegralRow {
  id: number;
  integral: number;
  reason: string;
  created_at: number;
}

/** What a member accumulates: messages, the activity log and integral records. */
export function memberRecordRepository(db: Db) {
  const s = onFirstUse(db, {
    insertMessage: () =>
      db.prepare(
        `INSERT INTO messages (member_id, title, content, kind, params, created_at)
       VALUES (@memberId, @title, @content, @kind, @params, @createdAt)`,
      ),
    messages: () =>
      db.prepare(
        `SELECT * FROM messages WHERE member_id = @memberId
       ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      ),
    countMessages: () =>
      db.prepare('SELECT COUNT(*) FROM messages WHERE member_id = @memberId').pluck(),
    message: () =>
      db.prepare('SELECT * FROM messages WHERE serial = @serial AND member_id = @memberId'),
    markRead: () =>
      db.prepare('UPDATE messages SET read = 1 WHERE serial = @serial AND member_id = @memberId'),
    insertAction: () =>
      db.prepare(
        `INSERT INTO member_actions (member_id, action, detail, created_at)
       VALUES (@memberId, @action, @detail, @createdAt)`,
      ),
    actions: () =>
      db.prepare(
        `SELECT * FROM member_actions WHERE member_id = @memberId
       ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      ),
    countActions: () =>
      db.prepare('SELECT COUNT(*) FROM member_actions WHERE member_id = @memberId').pluck(),
    insertIntegral: () =>
      db.prepare(
        `INSERT INTO integral_records (member_id, integral, reason, created_at)
       VALUES (@memberId, @integral, @reason, @createdAt)`,
      ),
    integral: () =>
      db.prepare(
        `SELECT * FROM integral_records WHERE member_id = @memberId
       ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      ),
    countIntegral: () =>
      db.prepare('SELECT COUNT(*) FROM integral_records WHERE member_id = @memberId').pluck(),
  });
  type Page = { memberId: number; limit: number; offset: number };
  return {
    insertMessage: (m: {
      memberId: number;
      title: string;
      content: string;
      kind?: string;
      params?: string;
      createdAt: number;
    }) => s.insertMessage.run({ kind: null, params: null, ...m }),
    messages: (q: Page) => s.messages.all(q) as MessageRow[],
    countMessages: (memberId: number) => s.countMessages.get({ memberId }) as number,
    message: (memberId: number, serial: string) =>
      s.message.get({ memberId, serial }) as MessageRow | undefined,
    markRead: (memberId: number, serial: string) => s.markRead.run({ memberId, serial }),
    insertAction: (a: { memberId: number; action: string; detail: string; createdAt: number }) =>
      s.insertAction.run(a),
    actions: (q: Page) => s.actions.all(q) as ActionRow[],
    countActions: (memberId: number) => s.countActions.get({ memberId }) as number,
    insertIntegral: (r: {
      memberId: number;
      integral: number;
      reason: string;
      createdAt: number;
    }) => s.insertIntegral.run(r),
    integral: (q: Page) => s.integral.all(q) as IntegralRow[],
    countIntegral: (memberId: number) => s.countIntegral.get({ memberId }) as number,
  };
}
