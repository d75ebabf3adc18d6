import { CHINA_OFFSET_MS, DAY_MS, HOUR_MS } from '@dehong/api-spec/domain';
import type { Schemas } from '@dehong/api-spec';
import type { Language } from '../../i18n/messages';
import { noticeOf, type NoticeKind, type NoticeParams } from '../../i18n/notices';
import type { ChatNoticeRow } from '../../repositories/notices/chat-notices';
import { apiTime } from '../../util/format';

/**
 * What the chat notices are, apart from when they are sent: their kinds and words, the reminder
 * days, the quiet hours, the app links they carry, and a stored notice as its reader reads it.
 */

export type ChatNotice = Schemas['ChatNotice'];
export type ChatNoticeKind = ChatNotice['kind'];
export type PlateNotices = Schemas['PlateNotices'];

/** What one order may cost to be paid by itself unless the member sets another cap (50 yuan). */
export const AUTO_PAY_DEFAULT_CAP = 5000;
/** A balance payment that leaves less than this (20 yuan) sends "balance low". */
export const LOW_BALANCE_FEN = 2000;
/** No reminder goes out from 21:00 to 08:00 China time; one due then waits for 08:00. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;
/** An unpaid order is reminded of 1, 3 and 7 days after it became payable. */
export const UNPAID_REMINDER_DAYS = [1, 3, 7] as const;
/** A membership's end is announced 7, 3 and 1 days before, at 10:00 China time. */
export const MEMBERSHIP_REMINDER_DAYS = [7, 3, 1] as const;
export const MEMBERSHIP_REMINDER_HOUR = 10;

export const unpaidKind = (days: number) => `unpaidReminder${days}`;
export const membershipKind = (days: number) => `membershipEnding${days}`;
/** The clock_work kinds of the reminders (one pending per kind and subject). */
export const REMINDER_KINDS = [
  ...UNPAID_REMINDER_DAYS.map(unpaidKind),
  ...MEMBERSHIP_REMINDER_DAYS.map(membershipKind),
];

/** The hour of the day in China at `ms`. */
const chinaHour = (ms: number) =>
  Math.floor(((((ms + CHINA_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);

export const isQuietHour = (ms: number) => {
  const hour = chinaHour(ms);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
};

/** `ms`, or the next 08:00 China time when `ms` falls in the quiet hours. */
export function outOfQuietHours(ms: number): number {
  if (!isQuietHour(ms)) return ms;
  const dayStart = Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
  const morning = dayStart + QUIET_UNTIL_HOUR * HOUR_MS;
  return morning > ms ? morning : morning + DAY_MS;
}

/** Which NOTICES entry writes a chat notice (the forwarded ones name theirs in `of`). */
const WORDS: Partial<Record<ChatNoticeKind, NoticeKind>> = {
  parkingEnded: 'chatParkingEnded',
  unpaidReminder: 'chatUnpaidReminder',
  membershipEnding: 'chatMembershipEnding',
  balanceLow: 'chatBalanceLow',
  paymentReceived: 'chatPaymentReceived',
  chargingStopped: 'chatChargingStopped',
  stickerReportHandled: 'stickerReportHandled',
};

/** Member messages that also go through the chat platform, and as what. */
export const FORWARDED: Partial<Record<NoticeKind, ChatNoticeKind>> = {
  disputeCancelled: 'disputeDecided',
  disputeRefunded: 'disputeDecided',
  disputeRejected: 'disputeDecided',
  disputeRefundToPayer: 'disputeDecided',
  disputeUpheldOthersPayment: 'disputeDecided',
  rechargeRefunded: 'refunded',
  shopRefunded: 'refunded',
  bankPaymentRefunded: 'refunded',
  closePayout: 'refunded',
};

export const orderPaymentLink = (number: string) =>
  `/m/order/payment?carNumber=${encodeURIComponent(number)}`;
export const orderShowLink = (bookCode: string) =>
  `/m/order/show?c=${encodeURIComponent(bookCode)}`;

/** A stored notice as its reader reads it. */
export function toNotice(row: ChatNoticeRow, language: Language): ChatNotice {
  const params = JSON.parse(row.params) as NoticeParams;
  const words = (
    row.kind === 'disputeDecided' || row.kind === 'refunded'
      ? params.of
      : WORDS[row.kind as ChatNoticeKind]
  ) as NoticeKind;
  const { title, content } = noticeOf(words, language, params);
  const data: ChatNotice['data'] = {};
  if (typeof params.number === 'string' && params.number) data.number = params.number;
  if (typeof params.place === 'string') data.place = params.place;
  if (typeof params.start === 'string' && params.start) data.startTime = params.start;
  if (typeof params.finish === 'string' && params.finish) data.finishTime = params.finish;
  if (typeof params.amount === 'number') data.amount = params.amount;
  if (typeof params.bookCode === 'string') data.bookCode = params.bookCode;
  if (typeof params.days === 'number') data.days = params.days;
  if (params.reason === 'balanceShort' || params.reason === 'overCap') data.reason = params.reason;
  if (params.automatic === 1 || params.automatic === 0) data.automatic = params.automatic;
  return {
    serial: String(row.id),
    kind: row.kind as ChatNoticeKind,
    title,
    content,
    link: row.link,
    data,
    createTime: apiTime(row.created_at),
  };
}
