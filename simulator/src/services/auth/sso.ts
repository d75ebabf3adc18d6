import { chinaDate, DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@dehong/api-spec/domain';
import { decryptLogin } from '@dehong/api-spec/login-crypto-node';
import type { UserData } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { fail, unauthorized } from '../../http/errors';
import { abuseRepository } from '../../repositories/auth/abuse';
import { noticeDates } from '../../repositories/clock-work/member-due';
import type { MemberRow } from '../../repositories/members/members';
import type { Store } from '../../repositories/store';
import { randomKey, randomToken, smsCode } from '../../util/random';
import type { MemberService } from '../members/members';
import { checkSmsSendLimits } from './sms-send-limits';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in member, set by the security handler on operations that need a token. */
    member?: MemberRow;
  }
}

export const LOGIN_KEY_TTL_MS = 5 * MINUTE_MS;
export const SMS_RESEND_MS = 60 * SECOND_MS;
export const SMS_CODE_TTL_MS = 5 * MINUTE_MS;
/** Wrong codes in a row that spend the phone's code; its next code then needs the captcha. */
export const SMS_MAX_FAILURES = 5;
/** Sent codes stay in the admin outbox for a day, then go. */
export const SMS_OUTBOX_MS = 24 * HOUR_MS;
/** Unspent login keys, captchas kept at most (the oldest go first when a flood fills them). */
export const MAX_LIVE_LOGIN_KEYS = 1000;
export const MAX_LIVE_CAPTCHAS = 1000;
/** Anonymous action logs kept (the newest). */
export const MAX_ACTION_LOGS = 10_000;
export const CHAT_CODE_TTL_MS = 5 * MINUTE_MS;
export const ACCESS_TOKEN_TTL_MS = 2 * HOUR_MS;
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;

/** The access token of `Authorization: Bearer <token>` (lower case), or null when malformed. */
function accessTokenOf(authorization: string | undefined): string | null {
  const match = /^Bearer\s+([0-9a-f]{64})$/i.exec(authorization?.trim() ?? '');
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** Whether `text` answers the voice captcha `key` called to `phone` (services/voice-captcha.ts). */
export type VoiceCaptchaCheck = (key: string, phone: string, text: string, now: number) => boolean;

/**
 * Sign-in (spec sections 2, 5, 7): login keys, SMS codes, chat-platform codes and tokens. A
 * captcha is answered by the picture's text, or by the code `voiceAnswers` heard on the phone.
 */
export function ssoService(
  store: Store,
  clock: Clock,
  members: MemberService,
  voiceAnswers: VoiceCaptchaCheck = () => false,
) {
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
      expires_in: ACCESS_TOKEN_TTL_MS / SECOND_MS,
      principal: members.principal(member),
    };
  }

  const limits = abuseRepository(store.db);

  /** The picture's text (spent whatever the answer), else the voice captcha's code. */
  function answersCaptcha(phone: string, captcha: { key: string; text: string }, now: number) {
    const text = limits.spendCaptcha(captcha.key, now);
    if (text) return text.toUpperCase() === captcha.text.trim().toUpperCase();
    return voiceAnswers(captcha.key, phone, captcha.text.trim(), now);
  }

  /**
   * The id of the phone's current code when `code` matches it. Wrong codes count per phone until a
   * right code or a captcha-checked send: the fifth spends the code, and the phone's next code
   * needs the picture captcha. Nobody is locked out: whoever reads the phone's SMS can always get a
   * fresh code (captcha solved) that works at once, however many wrong codes others typed before.
   * Not in a transaction: a wrong code counts even though the call fails.
   */
  function matchingSmsCode(phone: string, code: string): number {
    const latest = sms.latest(phone);
    if (latest?.superseded && limits.captchaRequired(phone)) throw fail('smsCodeBurned');
    if (!latest || latest.used_at !== null || latest.superseded) throw fail('smsCodeNotSent');
    if (latest.code === code) {
      if (latest.expires_at <= clock.nowMs()) throw fail('smsCodeExpired');
      return latest.id;
    }
    const failures = (sms.guard(phone)?.failures ?? 0) + 1;
    if (failures >= SMS_MAX_FAILURES) {
      store.transaction(() => {
        sms.supersede(phone);
        limits.requireCaptcha(phone);
      });
      throw fail('smsCodeBurned');
    }
    sms.saveGuard(phone, failures, null);
    throw fail('smsCodeWrong', { left: SMS_MAX_FAILURES - failures });
  }

  /**
   * Does `action` proven by the phone's SMS code, spending the code in the action's transaction: an
   * action refused (a close while money is owed, a merge of oneself) leaves the code usable for the
   * rest of its validity, and a code is spent by one action only.
   */
  function withSmsCode<T>(phone: string, code: string, action: () => T): T {
    const id = matchingSmsCode(phone, code);
    return store.transaction(() => {
      if (!sms.use(id, clock.nowMs())) throw fail('smsCodeNotSent');
      limits.resetGuard(phone);
      return action();
    });
  }

  // The member-due statement's dates move with the simulator's China day, not per request: they
  // are worked out again only once the clock (which the console and tests move) has left that day.
  let day = { from: 0, to: 0, dates: {} as Record<string, string> };
  function noticeDatesAt(now: number) {
    if (now < day.from || now >= day.to) {
      const today = chinaDate(new Date(now));
      const from = Date.parse(`${today}T00:00:00+08:00`);
      day = { from, to: from + DAY_MS, dates: noticeDates(today) };
    }
    return day.dates;
  }

  return {
    issueLoginKey() {
      const key = randomKey();
      const now = clock.nowMs();
      store.transaction(() => {
        limits.pruneLoginKeys(now, MAX_LIVE_LOGIN_KEYS);
        keys.insertLoginKey(key, now + LOGIN_KEY_TTL_MS);
      });
      return { key, expiresIn: LOGIN_KEY_TTL_MS / SECOND_MS };
    },

    /**
     * A code to `phone`, asked by `client` (its IP address). Refused, changing nothing, within a
     * minute of the phone's last code and beyond the per-client and total limits; a phone whose
     * last code was spent by wrong tries first needs the picture captcha (spent on every try) or
     * the voice captcha's code.
     */
    sendSmsCode(phone: string, client: string, captcha?: { key: string; text: string }) {
      const now = clock.nowMs();
      const latest = sms.latest(phone);
      if (latest && now - latest.sent_at < SMS_RESEND_MS) {
        throw fail('smsTooFrequent', {
          seconds: Math.ceil((latest.sent_at + SMS_RESEND_MS - now) / SECOND_MS),
        });
      }
      checkSmsSendLimits(limits, client, now);
      if (limits.captchaRequired(phone)) {
        if (!captcha?.key) throw fail('captchaRequired');
        if (!answersCaptcha(phone, captcha, now)) throw fail('captchaWrong');
      }
      store.transaction(() => {
        sms.supersede(phone);
        sms.insert({ phone, code: smsCode(), sentAt: now, expiresAt: now + SMS_CODE_TTL_MS });
        limits.recordSend(client, phone, now);
        limits.resetGuard(phone);
        limits.pruneSends(now - HOUR_MS);
        limits.pruneSmsCodes(now - SMS_OUTBOX_MS);
      });
      return { resendIn: SMS_RESEND_MS / SECOND_MS, expiresIn: SMS_CODE_TTL_MS / SECOND_MS };
    },

    /** Expired captchas go before a new one is drawn; at most MAX_LIVE_CAPTCHAS stay. */
    pruneCaptchas: () => limits.pruneCaptchas(clock.nowMs(), MAX_LIVE_CAPTCHAS),

    /** The anonymous action log keeps its newest MAX_ACTION_LOGS entries. */
    capActionLogs: () => limits.capActionLogs(MAX_ACTION_LOGS),

    withSmsCode,

    /** The login page: phone + code sealed under a one-time key (docs/decisions/001). */
    loginWithSms(jsLogin: string, key: string): UserData {
      // Spent keys and counted wrong codes must stick even though the call then fails, so these
      // checks are not rolled back with a transaction; the success path below is one.
      if (!keys.spendLoginKey(key, clock.nowMs())) throw fail('loginKeyInvalid');
      const credentials = decryptLogin(jsLogin, key);
      if (!credentials || !/^1\d{10}$/.test(credentials.phone)) throw fail('loginUnreadable');
      return withSmsCode(credentials.phone, credentials.smsCode, () => {
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
      const now = clock.nowMs();
      store.transaction(() => {
        limits.pruneChatCodes(now);
        keys.insertChatCode(code, phone, now + CHAT_CODE_TTL_MS);
      });
      return code;
    },

    /**
     * The member behind `Authorization: Bearer <access token>` (401 when missing, expired or
     * forged), and whether they may have clock-driven work due (charging to stop, renewal messages
     * to send: repositories/clock-work/member-due.ts), answered by the same query.
     */
    authenticate(authorization: string | undefined): { member: MemberRow; workDue: boolean } {
      const token = accessTokenOf(authorization);
      const now = clock.nowMs();
      const found = token ? tokens.memberOfAccess(token, now, noticeDatesAt(now)) : undefined;
      if (!found) throw unauthorized();
      return found;
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
