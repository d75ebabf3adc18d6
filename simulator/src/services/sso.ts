import { decryptLogin } from '@dehong/api-spec/login-crypto-node';
import type { UserData } from '@dehong/api-spec';
import type { Clock } from '../clock';
import { fail, unauthorized } from '../http/errors';
import type { MemberRow } from '../repositories/members';
import type { Store } from '../repositories/store';
import { randomKey, randomToken, smsCode } from '../util/random';
import type { MemberService } from './members';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
export const LOGIN_KEY_TTL_MS = 5 * MINUTE;
export const SMS_RESEND_MS = 60 * SECOND;
export const SMS_CODE_TTL_MS = 5 * MINUTE;
export const SMS_MAX_FAILURES = 5;
export const SMS_LOCK_MS = 10 * MINUTE;
export const CHAT_CODE_TTL_MS = 5 * MINUTE;
export const ACCESS_TOKEN_TTL_MS = 2 * 60 * MINUTE;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * MINUTE;

/** Sign-in (spec sections 2, 5, 7): login keys, SMS codes, chat-platform codes and tokens. */
export function ssoService(store: Store, clock: Clock, members: MemberService) {
  const { tokens, sms, keys } = store;

  function issueTokens(member: MemberRow): UserData {
    const now = clock.nowMs();
    const accessToken = randomToken();
    const refreshToken = randomToken();
    tokens.insert({
      accessToken,
      refreshToken,
      memberId: member.id,
      accessExpiresAt: now + ACCESS_TOKEN_TTL_MS,
      refreshExpiresAt: now + REFRESH_TOKEN_TTL_MS,
      createdAt: now,
    });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      refresh_token: refreshToken,
      expires_in: ACCESS_TOKEN_TTL_MS / SECOND,
      principal: members.principal(member),
    };
  }

  function checkNotLocked(phone: string, now: number) {
    const lockedUntil = sms.guard(phone)?.locked_until;
    if (lockedUntil && lockedUntil > now) {
      throw fail('phoneLocked', { minutes: Math.ceil((lockedUntil - now) / MINUTE) });
    }
  }

  /**
   * Spends the phone's current code when it matches. Wrong codes count towards the lock (5 in a
   * row lock the phone for 10 minutes); the count starts again after a right code or a lock.
   */
  function verifySmsCode(phone: string, code: string): void {
    const now = clock.nowMs();
    checkNotLocked(phone, now);
    const latest = sms.latest(phone);
    if (!latest || latest.used_at !== null || latest.superseded) throw fail('smsCodeNotSent');
    if (latest.code === code) {
      if (latest.expires_at <= now) throw fail('smsCodeExpired');
      store.transaction(() => {
        sms.use(latest.id, now);
        sms.saveGuard(phone, 0, null);
      });
      return;
    }
    const failures = (sms.guard(phone)?.failures ?? 0) + 1;
    if (failures >= SMS_MAX_FAILURES) {
      sms.saveGuard(phone, 0, now + SMS_LOCK_MS);
      throw fail('phoneLocked', { minutes: SMS_LOCK_MS / MINUTE });
    }
    sms.saveGuard(phone, failures, null);
    throw fail('smsCodeWrong', { left: SMS_MAX_FAILURES - failures });
  }

  return {
    issueLoginKey() {
      const key = randomKey();
      keys.insertLoginKey(key, clock.nowMs() + LOGIN_KEY_TTL_MS);
      return { key, expiresIn: LOGIN_KEY_TTL_MS / SECOND };
    },

    sendSmsCode(phone: string) {
      const now = clock.nowMs();
      checkNotLocked(phone, now);
      const latest = sms.latest(phone);
      if (latest && now - latest.sent_at < SMS_RESEND_MS) {
        throw fail('smsTooFrequent', {
          seconds: Math.ceil((latest.sent_at + SMS_RESEND_MS - now) / SECOND),
        });
      }
      store.transaction(() => {
        sms.supersede(phone);
        sms.insert({ phone, code: smsCode(), sentAt: now, expiresAt: now + SMS_CODE_TTL_MS });
      });
      return { resendIn: SMS_RESEND_MS / SECOND, expiresIn: SMS_CODE_TTL_MS / SECOND };
    },

    verifySmsCode,

    /** The login page: phone + code sealed under a one-time key (docs/decisions/001). */
    loginWithSms(jsLogin: string, key: string): UserData {
      // Spent keys and counted wrong codes must stick even though the call then fails, so these
      // checks are not rolled back with a transaction; the success path below is one.
      if (!keys.spendLoginKey(key, clock.nowMs())) throw fail('loginKeyInvalid');
      const credentials = decryptLogin(jsLogin, key);
      if (!credentials || !/^1\d{10}$/.test(credentials.phone)) throw fail('loginUnreadable');
      verifySmsCode(credentials.phone, credentials.smsCode);
      return store.transaction(() => {
        const member = members.findOrCreate(credentials.phone);
        members.recordAction(member.id, 'login', 'sms');
        return issueTokens(member);
      });
    },

    /** Silent login after the chat platform's web authorisation. */
    loginWithChatCode(code: string): UserData {
      return store.transaction(() => {
        const phone = keys.spendChatCode(code, clock.nowMs());
        if (!phone) throw fail('chatCodeInvalid');
        const member = members.findOrCreate(phone);
        members.recordAction(member.id, 'login', 'chat');
        return issueTokens(member);
      });
    },

    /** Refresh rotates: the old pair stops working, a new pair is issued. */
    refresh(refreshToken: string): UserData {
      return store.transaction(() => {
        const now = clock.nowMs();
        const row = tokens.byRefresh(refreshToken);
        if (!row || row.refresh_expires_at <= now || !tokens.revoke(row.access_token, now)) {
          throw fail('refreshTokenInvalid');
        }
        const member = store.members.byId(row.member_id);
        if (!member) throw fail('refreshTokenInvalid');
        return issueTokens(member);
      });
    },

    /** A fresh session for the member with this phone (created if new), as a login answers. */
    sessionFor(phone: string): UserData {
      return store.transaction(() => issueTokens(members.findOrCreate(phone)));
    },

    /** A one-time code for the chat platform's redirect back to the app. */
    issueChatCode(phone: string, code = randomKey(24)): string {
      keys.insertChatCode(code, phone, clock.nowMs() + CHAT_CODE_TTL_MS);
      return code;
    },

    /** The member behind `Authorization: Bearer <access token>`; 401 when missing, expired or forged. */
    authenticate(authorization: string | undefined): MemberRow {
      const match = /^Bearer\s+([0-9a-f]{64})$/i.exec(authorization?.trim() ?? '');
      const member = match?.[1]
        ? tokens.memberOfAccess(match[1].toLowerCase(), clock.nowMs())
        : undefined;
      if (!member) throw unauthorized();
      return member;
    },

    /** Admin: the user's access tokens expire now (the e2e suite's "token expiry mid-session"). */
    expireAccessTokens(phone: string): number {
      const member = store.members.byPhone(phone);
      return member ? tokens.expireAccess(member.id, clock.nowMs()) : 0;
    },

    revokeAll: (memberId: number) => tokens.revokeMember(memberId, clock.nowMs()),

    smsOutbox(phone: string | null, limit = 50) {
      return sms.outbox(phone, limit);
    },
  };
}

export type SsoService = ReturnType<typeof ssoService>;
