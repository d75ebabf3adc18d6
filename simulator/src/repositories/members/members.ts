import type { Db } from '../../db/database';
import { memberWorkDueSql } from '../clock-work/member-due';
import { onFirstUse } from '../sql/on-first-use';

export interface MemberRow {
  id: number;
  phone: string | null;
  nickname: string;
  account_pic: string;
  promotion_code: string;
  funds: number;
  give: number;
  integral: number;
  last_sign_date: string | null;
  created_at: number;
  closed_at: number | null;
  /** The person this row is one of (migration 018: services/members/person-limits.ts). */
  person_id: number;
}

export interface NewMember {
  phone: string;
  nickname: string;
  accountPic: string;
  promotionCode: string;
  createdAt: number;
}

export function memberRepository(db: Db) {
  const s = onFirstUse(db, {
    byId: () => db.prepare('SELECT * FROM members WHERE id = @id AND closed_at IS NULL'),
    byPhone: () => db.prepare('SELECT * FROM members WHERE phone = @phone AND closed_at IS NULL'),
    insert: () =>
      db.prepare(
        `INSERT INTO members (phone, nickname, account_pic, promotion_code, created_at)
       VALUES (@phone, @nickname, @accountPic, @promotionCode, @createdAt)`,
      ),
    setNickname: () => db.prepare('UPDATE members SET nickname = @nickname WHERE id = @id'),
    setAvatar: () => db.prepare('UPDATE members SET account_pic = @accountPic WHERE id = @id'),
    setPhone: () => db.prepare('UPDATE members SET phone = @phone WHERE id = @id'),
    close: () =>
      db.prepare(
        'UPDATE members SET closed_phone = phone, phone = NULL, closed_at = @at WHERE id = @id',
      ),
    addFunds: () =>
      db.prepare('UPDATE members SET funds = funds + @amount, give = give + @give WHERE id = @id'),
    addIntegral: () =>
      db.prepare('UPDATE members SET integral = integral + @integral WHERE id = @id'),
    setSignDate: () => db.prepare('UPDATE members SET last_sign_date = @date WHERE id = @id'),
    maxId: () => db.prepare('SELECT COALESCE(MAX(id), 0) FROM members').pluck(),
  });
  return {
    byId: (id: number) => s.byId.get({ id }) as MemberRow | undefined,
    byPhone: (phone: string) => s.byPhone.get({ phone }) as MemberRow | undefined,
    insert: (member: NewMember) => Number(s.insert.run(member).lastInsertRowid),
    nextId: () => (s.maxId.get() as number) + 1,
    setNickname: (id: number, nickname: string) => s.setNickname.run({ id, nickname }),
    setAvatar: (id: number, accountPic: string) => s.setAvatar.run({ id, accountPic }),
    setPhone: (id: number, phone: string) => s.setPhone.run({ id, phone }),
    close: (id: number, at: number) => s.close.run({ id, at }),
    /** Only the funds ledger calls this (see services/members/funds.ts). */
    addFunds: (id: number, amount: number, give: number) => s.addFunds.run({ id, amount, give }),
    addIntegral: (id: number, integral: number) => s.addIntegral.run({ id, integral }),
    setSignDate: (id: number, date: string) => s.setSignDate.run({ id, date }),
  };
}

export interface LedgerEntry {
  memberId: number;
  amount: number;
  give: number;
  reason:
    | 'opening'
    | 'recharge'
    | 'pay'
    | 'refund'
    | 'merge'
    | 'charging'
    | 'dispute'
    | 'shopRefund'
    | 'payout';
  payOrderId: number | null;
  chargeOrderId: number | null;
  createdAt: number;
}

export function ledgerRepository(db: Db) {
  const s = onFirstUse(db, {
    insert: () =>
      db.prepare(
        `INSERT INTO funds_ledger (member_id, amount, give, reason, pay_order_id, charge_order_id, created_at)
       VALUES (@memberId, @amount, @give, @reason, @payOrderId, @chargeOrderId, @createdAt)`,
      ),
  });
  return {
    insert: (entry: LedgerEntry) => s.insert.run(entry),
  };
}

export interface TokenRow {
  access_token: string;
  refresh_token: string;
  member_id: number;
  access_expires_at: number;
  refresh_expires_at: number;
  revoked_at: number | null;
}

export function tokenRepository(db: Db) {
  const s = onFirstUse(db, {
    insert: () =>
      db.prepare(
        `INSERT INTO tokens (access_token, refresh_token, member_id, access_expires_at, refresh_expires_at, created_at)
       VALUES (@accessToken, @refreshToken, @memberId, @accessExpiresAt, @refreshExpiresAt, @createdAt)`,
      ),
    memberOfAccess: () =>
      db.prepare(
        `SELECT m.*, ${memberWorkDueSql('m.id')} AS work_due
       FROM tokens t JOIN members m ON m.id = t.member_id
       WHERE t.access_token = @token AND t.revoked_at IS NULL AND t.access_expires_at > @now
         AND m.closed_at IS NULL`,
      ),
    byRefresh: () => db.prepare('SELECT * FROM tokens WHERE refresh_token = @token'),
    revoke: () =>
      db.prepare(
        'UPDATE tokens SET revoked_at = @at WHERE access_token = @accessToken AND revoked_at IS NULL',
      ),
    revokeMember: () =>
      db.prepare(
        'UPDATE tokens SET revoked_at = @at WHERE member_id = @memberId AND revoked_at IS NULL',
      ),
    expireAccess: () =>
      db.prepare(
        'UPDATE tokens SET access_expires_at = @at WHERE member_id = @memberId AND access_expires_at > @at',
      ),
  });
  return {
    insert: (token: {
      accessToken: string;
      refreshToken: string;
      memberId: number;
      accessExpiresAt: number;
      refreshExpiresAt: number;
      createdAt: number;
    }) => s.insert.run(token),
    /**
     * The open member an access token signs in now (not revoked, not expired), and whether that
     * member may have clock-driven work due (clock-work/member-due.ts; `dates` are its
     * `noticeDates`): the signed-in request's one query.
     */
    memberOfAccess(token: string, now: number, dates: Record<string, string>) {
      // Not `{ ...dates, token, now }`: on Node 20 a spread with keys added after it gets a hidden
      // class of its own each call, and those filled the old generation (simulator/README.md).
      const row = s.memberOfAccess.get(Object.assign({ token, now }, dates)) as
        (MemberRow & { work_due: number }) | undefined;
      if (!row) return undefined;
      const { work_due: workDue, ...member } = row;
      return { member: member as MemberRow, workDue: workDue === 1 };
    },
    byRefresh: (token: string) => s.byRefresh.get({ token }) as TokenRow | undefined,
    /** Marks one login spent; false when it was already (a refresh token used twice). */
    revoke: (accessToken: string, at: number) => s.revoke.run({ accessToken, at }).changes === 1,
    revokeMember: (memberId: number, at: number) => s.revokeMember.run({ memberId, at }),
    expireAccess: (memberId: number, at: number) => s.expireAccess.run({ memberId, at }).changes,
  };
}

export interface SmsCodeRow {
  id: number;
  phone: string;
  code: string;
  sent_at: number;
  expires_at: number;
  used_at: number | null;
  superseded: number;
}

export interface SmsGuardRow {
  phone: string;
  failures: number;
  locked_until: number | null;
}

export function smsRepository(db: Db) {
  const s = onFirstUse(db, {
    latest: () =>
      db.prepare('SELECT * FROM sms_codes WHERE phone = @phone ORDER BY id DESC LIMIT 1'),
    insert: () =>
      db.prepare(
        `INSERT INTO sms_codes (phone, code, sent_at, expires_at)
       VALUES (@phone, @code, @sentAt, @expiresAt)`,
      ),
    supersede: () =>
      db.prepare('UPDATE sms_codes SET superseded = 1 WHERE phone = @phone AND used_at IS NULL'),
    use: () => db.prepare('UPDATE sms_codes SET used_at = @at WHERE id = @id AND used_at IS NULL'),
    outbox: () =>
      db.prepare(
        `SELECT phone, code, sent_at FROM sms_codes
       WHERE @phone IS NULL OR phone = @phone ORDER BY id DESC LIMIT @limit`,
      ),
    guard: () => db.prepare('SELECT * FROM sms_guards WHERE phone = @phone'),
    saveGuard: () =>
      db.prepare(
        `INSERT INTO sms_guards (phone, failures, locked_until) VALUES (@phone, @failures, @lockedUntil)
       ON CONFLICT (phone) DO UPDATE SET failures = @failures, locked_until = @lockedUntil`,
      ),
  });
  return {
    latest: (phone: string) => s.latest.get({ phone }) as SmsCodeRow | undefined,
    insert: (code: { phone: string; code: string; sentAt: number; expiresAt: number }) =>
      s.insert.run(code),
    supersede: (phone: string) => s.supersede.run({ phone }),
    use: (id: number, at: number) => s.use.run({ id, at }).changes === 1,
    outbox: (phone: string | null, limit: number) =>
      s.outbox.all({ phone, limit }) as { phone: string; code: string; sent_at: number }[],
    guard: (phone: string) => s.guard.get({ phone }) as SmsGuardRow | undefined,
    saveGuard: (phone: string, failures: number, lockedUntil: number | null) =>
      s.saveGuard.run({ phone, failures, lockedUntil }),
  };
}

export function oneTimeKeyRepository(db: Db) {
  const s = onFirstUse(db, {
    insertLoginKey: () =>
      db.prepare('INSERT INTO login_keys (key, expires_at) VALUES (@key, @expiresAt)'),
    spendLoginKey: () =>
      db.prepare(
        `UPDATE login_keys SET used_at = @at
       WHERE key = @key AND used_at IS NULL AND expires_at > @at`,
      ),
    insertChatCode: () =>
      db.prepare(
        'INSERT INTO chat_codes (code, phone, expires_at) VALUES (@code, @phone, @expiresAt)',
      ),
    chatCode: () => db.prepare('SELECT * FROM chat_codes WHERE code = @code'),
    spendChatCode: () =>
      db.prepare(
        `UPDATE chat_codes SET used_at = @at
       WHERE code = @code AND used_at IS NULL AND expires_at > @at`,
      ),
  });
  return {
    insertLoginKey: (key: string, expiresAt: number) => s.insertLoginKey.run({ key, expiresAt }),
    /** True when the key existed, was unused and unexpired; it is spent either way after this. */
    spendLoginKey: (key: string, at: number) => s.spendLoginKey.run({ key, at }).changes === 1,
    insertChatCode: (code: string, phone: string, expiresAt: number) =>
      s.insertChatCode.run({ code, phone, expiresAt }),
    spendChatCode: (code: string, at: number) => {
      const row = s.chatCode.get({ code }) as { phone: string } | undefined;
      return row && s.spendChatCode.run({ code, at }).changes === 1 ? row.phone : null;
    },
  };
}
