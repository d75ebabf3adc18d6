import type { Language } from './messages';

/**
 * Member messages composed when they are read, in the reader's language (the request's
 * Accept-Language, as for errors in ./messages.ts). A message stored with a `kind` and its
 * `params` (migration 010) is written here; one stored as plain text (the older kinds) is shown
 * as written. The stored title and content of a composed message are its Chinese words, so any
 * other reader of the table still sees a whole message.
 */

export type NoticeParams = Record<string, string | number>;

interface Notice {
  title: Record<Language, string>;
  content: Record<Language, (p: NoticeParams) => string>;
}

/** The reason a member gave for a dispute, as the decision message names it. */
const DISPUTE_REASON: Record<string, Record<Language, string>> = {
  notMyCar: { zh: '不是我的车', en: 'not my car' },
  wrongTime: { zh: '时间不对', en: 'wrong times' },
  alreadyLeft: { zh: '车辆已离开', en: 'already left' },
  other: { zh: '其他', en: 'other' },
};

const reasonOf = (language: Language, p: NoticeParams) =>
  (DISPUTE_REASON[String(p.reason)] ?? DISPUTE_REASON.other!)[language];

/** The operator's own words, after a sentence (none when the operator wrote none). */
const answerZh = (p: NoticeParams) => String(p.answer ?? '');
const answerEn = (p: NoticeParams) => (p.answer ? ` ${String(p.answer)}` : '');

/** How an upheld dispute's refund went, for the disputer and for a payer who is someone else. */
const refundZh = (p: NoticeParams) =>
  p.route === 'balance'
    ? `${p.yuan}元已退回您的余额。`
    : `${p.yuan}元已原路退回（退款单号${p.refundNo}）。`;
const refundEn = (p: NoticeParams) =>
  p.route === 'balance'
    ? `${p.yuan} yuan has been refunded to your balance.`
    : `${p.yuan} yuan has been refunded to the account it was paid from (refund number ${p.refundNo}).`;

export const NOTICES = {
  /** Issue 18: an order to pay under dispute is cancelled. */
  disputeCancelled: {
    title: { zh: '申诉已成立', en: 'Dispute upheld' },
    content: {
      zh: (p) =>
        `订单${p.bookCode}的申诉已成立，该笔费用${p.yuan}元已取消。${answerZh(p)}（${reasonOf('zh', p)}）`,
      en: (p) =>
        `Your dispute of order ${p.bookCode} is upheld: the charge of ${p.yuan} yuan is cancelled.${answerEn(p)} (Reason: ${reasonOf('en', p)})`,
    },
  },
  /** Issue 18: a paid order under dispute is refunded (`route` balance or bank, `refundNo`). */
  disputeRefunded: {
    title: { zh: '申诉已成立', en: 'Dispute upheld' },
    content: {
      zh: (p) =>
        `订单${p.bookCode}的申诉已成立，${refundZh(p)}${answerZh(p)}（${reasonOf('zh', p)}）`,
      en: (p) =>
        `Your dispute of order ${p.bookCode} is upheld: ${refundEn(p)}${answerEn(p)} (Reason: ${reasonOf('en', p)})`,
    },
  },
  /** Issue 18: the refund of an upheld dispute, to the member who paid when another disputed. */
  disputeRefundToPayer: {
    title: { zh: '申诉退款', en: 'Dispute refund' },
    content: {
      zh: (p) => `订单${p.bookCode}的申诉已成立，${refundZh(p)}${answerZh(p)}`,
      en: (p) => `A dispute of order ${p.bookCode} is upheld: ${refundEn(p)}${answerEn(p)}`,
    },
  },
  /** Issue 18: the order goes back to pay, with the operator's reason. */
  disputeRejected: {
    title: { zh: '申诉未通过', en: 'Dispute rejected' },
    content: {
      zh: (p) =>
        `订单${p.bookCode}的申诉未通过：${answerZh(p)}。该笔费用${p.yuan}元仍需支付。（${reasonOf('zh', p)}）`,
      en: (p) =>
        `Your dispute of order ${p.bookCode} is not upheld: ${String(p.answer ?? '')}. The charge of ${p.yuan} yuan is still to pay. (Reason: ${reasonOf('en', p)})`,
    },
  },
} satisfies Record<string, Notice>;

export type NoticeKind = keyof typeof NOTICES;

export function isNoticeKind(kind: unknown): kind is NoticeKind {
  return typeof kind === 'string' && Object.hasOwn(NOTICES, kind);
}

/** A message of this kind in this language. */
export function noticeOf(
  kind: NoticeKind,
  language: Language,
  params: NoticeParams,
): { title: string; content: string } {
  const notice: Notice = NOTICES[kind];
  return { title: notice.title[language], content: notice.content[language](params) };
}

/**
 * A stored message as its reader reads it: composed when it has a known kind and readable
 * params, else the stored words.
 */
export function readMessage(
  row: { title: string; content: string; kind?: string | null; params?: string | null },
  language: Language,
): { title: string; content: string } {
  if (!isNoticeKind(row.kind) || !row.params) return { title: row.title, content: row.content };
  try {
    const params: unknown = JSON.parse(row.params);
    if (typeof params !== 'object' || params === null || Array.isArray(params)) throw new Error();
    return noticeOf(row.kind, language, params as NoticeParams);
  } catch {
    return { title: row.title, content: row.content };
  }
}
