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

/**
 * How an upheld dispute's refund went, told to whoever paid: to the balance, to the chat-app
 * wallet (a balance payment whose account has closed since), or back to the bank route.
 */
const refundZh = (p: NoticeParams) =>
  p.route === 'balance'
    ? `${p.yuan}元已退回您的余额。`
    : p.route === 'wallet'
      ? `${p.yuan}元已退至您的微信零钱（退款单号${p.refundNo}）。`
      : `${p.yuan}元已原路退回（退款单号${p.refundNo}）。`;
const refundEn = (p: NoticeParams) =>
  p.route === 'balance'
    ? `${p.yuan} yuan has been refunded to your balance.`
    : p.route === 'wallet'
      ? `${p.yuan} yuan has been paid out to your WeChat wallet (refund number ${p.refundNo}).`
      : `${p.yuan} yuan has been refunded to the account it was paid from (refund number ${p.refundNo}).`;

/** A paid pay order's goods in English, from its type and fields (else its stored name). */
const goodsEn = (p: NoticeParams) => {
  const orders = (n: unknown) => (Number(n) === 1 ? '1 order' : `${String(n)} orders`);
  switch (p.type) {
    case 'parking':
      return `Parking fee ${p.numbers} (${orders(p.count)})`;
    case 'recharge':
      return `Balance top-up ${p.amount} yuan`;
    case 'vipCard':
      return `${p.card} ${p.numbers}`;
    case 'charging':
      return `Charging debt (${orders(p.count)})`;
    case 'shop':
      return Number(p.units) === 1
        ? `Car service ${p.product}`
        : `Car service ${p.product} and more (${p.units} items)`;
    default:
      return String(p.goodsName ?? '');
  }
};

/** Why auto-pay took nothing from the balance (chat notices). */
const autoPayWhyZh = (p: NoticeParams) =>
  p.reason === 'balanceShort'
    ? `自动支付未扣款：余额${p.balance}元不足。`
    : p.reason === 'overCap'
      ? `自动支付未扣款：金额超过单笔上限${p.cap}元。`
      : '';
const autoPayWhyEn = (p: NoticeParams) =>
  p.reason === 'balanceShort'
    ? ` Auto-pay took nothing: the balance of ${p.balance} yuan is short.`
    : p.reason === 'overCap'
      ? ` Auto-pay took nothing: the amount is over the cap of ${p.cap} yuan per order.`
      : '';
const daysEn = (days: unknown) => (Number(days) === 1 ? '1 day' : `${String(days)} days`);

export const NOTICES = {
  /** An order to pay under dispute is cancelled. */
  disputeCancelled: {
    title: { zh: '申诉已成立', en: 'Dispute upheld' },
    content: {
      zh: (p) =>
        `订单${p.bookCode}的申诉已成立，该笔费用${p.yuan}元已取消。${answerZh(p)}（${reasonOf('zh', p)}）`,
      en: (p) =>
        `Your dispute of order ${p.bookCode} is upheld: the charge of ${p.yuan} yuan is cancelled.${answerEn(p)} (Reason: ${reasonOf('en', p)})`,
    },
  },
  /** A paid order under dispute is refunded (`route` balance or bank, `refundNo`). */
  disputeRefunded: {
    title: { zh: '申诉已成立', en: 'Dispute upheld' },
    content: {
      zh: (p) =>
        `订单${p.bookCode}的申诉已成立，${refundZh(p)}${answerZh(p)}（${reasonOf('zh', p)}）`,
      en: (p) =>
        `Your dispute of order ${p.bookCode} is upheld: ${refundEn(p)}${answerEn(p)} (Reason: ${reasonOf('en', p)})`,
    },
  },
  /**
   * A paid order disputed by someone who did not pay it (the plate's holder now) is upheld: told
   * that the charge is cancelled and the payment went back to whoever paid, with nothing of that
   * payment (its amount, refund number, route or payer).
   */
  disputeUpheldOthersPayment: {
    title: { zh: '申诉已成立', en: 'Dispute upheld' },
    content: {
      zh: (p) =>
        `订单${p.bookCode}的申诉已成立，该笔费用已取消，款项已原路退回付款人。${answerZh(p)}（${reasonOf('zh', p)}）`,
      en: (p) =>
        `Your dispute of order ${p.bookCode} is upheld: the charge is cancelled and the payment went back to whoever paid it.${answerEn(p)} (Reason: ${reasonOf('en', p)})`,
    },
  },
  /** The refund of an upheld dispute, to the member who paid when another disputed. */
  disputeRefundToPayer: {
    title: { zh: '申诉退款', en: 'Dispute refund' },
    content: {
      zh: (p) => `订单${p.bookCode}的申诉已成立，${refundZh(p)}${answerZh(p)}`,
      en: (p) => `A dispute of order ${p.bookCode} is upheld: ${refundEn(p)}${answerEn(p)}`,
    },
  },
  /** The order goes back to pay, with the operator's reason. */
  disputeRejected: {
    title: { zh: '申诉未通过', en: 'Dispute rejected' },
    content: {
      zh: (p) =>
        `订单${p.bookCode}的申诉未通过：${answerZh(p)}。该笔费用${p.yuan}元仍需支付。（${reasonOf('zh', p)}）`,
      en: (p) =>
        `Your dispute of order ${p.bookCode} is not upheld: ${String(p.answer ?? '')}. The charge of ${p.yuan} yuan is still to pay. (Reason: ${reasonOf('en', p)})`,
    },
  },
  /**
   * A pay order is paid. `goodsName` is its stored (Chinese) goods name, read as is in Chinese; in
   * English the goods are composed from `type` and its fields: parking `numbers` and `count`,
   * recharge `amount`, vipCard `card` and `numbers`, charging `count`, shop `product` and `units`
   * (card and product names are the operator's words, kept as written).
   */
  paySucceeded: {
    title: { zh: '支付成功', en: 'Payment successful' },
    content: {
      zh: (p) => `${p.goodsName}，支付${p.yuan}元。`,
      en: (p) => `Paid ${p.yuan} yuan: ${goodsEn(p)}.`,
    },
  },
  /** The bank paid a pay order that was paid another way or closed: its money went back. */
  bankPaymentRefunded: {
    title: { zh: '支付已退款', en: 'Payment refunded' },
    content: {
      zh: (p) => `订单${p.payCode}已通过其他方式支付或已关闭，银行重复扣款${p.yuan}元已原路退回。`,
      en: (p) =>
        `Order ${p.payCode} was already paid another way or closed: the bank's duplicate payment of ${p.yuan} yuan has been refunded to the account it was paid from.`,
    },
  },
  /** A recharge is refunded (`gift`, in yuan, when a gift was taken back). */
  rechargeRefunded: {
    title: { zh: '退款成功', en: 'Refund successful' },
    content: {
      zh: (p) =>
        p.gift
          ? `充值订单${p.payCode}已退款${p.yuan}元，赠送的${p.gift}元已收回。`
          : `充值订单${p.payCode}已退款${p.yuan}元。`,
      en: (p) =>
        `Top-up order ${p.payCode} is refunded: ${p.yuan} yuan.${
          p.gift ? ` The gift of ${p.gift} yuan has been taken back.` : ''
        }`,
    },
  },
  /** A closing account's paid-in money no top-up of its own covers, paid out to the wallet. */
  closePayout: {
    title: { zh: '退款成功', en: 'Refund successful' },
    content: {
      zh: (p) => `账号已注销，余额${p.yuan}元已退至您的微信零钱（退款单号${p.refundNo}）。`,
      en: (p) =>
        `Your account is closed: the balance of ${p.yuan} yuan has been paid out to your WeChat wallet (refund number ${p.refundNo}).`,
    },
  },
  /** Shop vouchers are refunded (`route` balance, else the way they were paid). */
  shopRefunded: {
    title: { zh: '退款成功', en: 'Refund successful' },
    content: {
      zh: (p) =>
        `车服订单${p.serial}的${p.count}张服务券已退款${p.yuan}元，${
          p.route === 'balance' ? '已退回余额' : '已原路退回'
        }。`,
      en: (p) =>
        `${Number(p.count) === 1 ? '1 voucher' : `${p.count} vouchers`} of car service order ${p.serial} refunded: ${p.yuan} yuan, ${
          p.route === 'balance' ? 'to your balance' : 'to the account it was paid from'
        }.`,
    },
  },
  /** A voucher is redeemed at a store (product and store names are the operator's words). */
  voucherRedeemed: {
    title: { zh: '服务券已核销', en: 'Voucher redeemed' },
    content: {
      zh: (p) => `您的服务券（${p.product}）已在${p.store}核销。`,
      en: (p) => `Your voucher (${p.product}) has been redeemed at ${p.store}.`,
    },
  },
  /** A plate moved to another owner who proved it with the vehicle licence. */
  plateUnbound: {
    title: { zh: '车辆已解绑', en: 'Car unbound' },
    content: {
      zh: (p) =>
        `车牌${p.number}已由另一位车主凭行驶证绑定，已从您的车辆中移除。如有疑问请拨打客服热线 0692-2888666。`,
      en: (p) =>
        `Plate ${p.number} was bound by another owner with its vehicle licence and has been removed from your cars. Questions: call the service line 0692-2888666.`,
    },
  },
  /** A membership ends soon (`service` is the operator's name for it; `path` the renewal link). */
  renewalDue: {
    title: { zh: '会员即将到期', en: 'Membership ending soon' },
    content: {
      zh: (p) => `${p.number} 的${p.service}将于 ${p.endDate} 到期，请及时续费：${p.path}`,
      en: (p) =>
        `The ${p.service} of ${p.number} ends on ${p.endDate}. Renew it in time: ${p.path}`,
    },
  },
  // ---- Parking notices sent through the chat platform (chat_notices, migration 016). `place`,
  // `start` and `finish` come from the order; amounts in yuan; `days` a reminder's day count.
  /** An order became payable; `reason` says why auto-pay took nothing (balanceShort, overCap). */
  chatParkingEnded: {
    title: { zh: '停车费待支付', en: 'Parking fee due' },
    content: {
      zh: (p) =>
        `${p.number}在${p.place}停车（${p.start}至${p.finish}），应付${p.yuan}元。${autoPayWhyZh(p)}`,
      en: (p) =>
        `${p.number} parked at ${p.place} from ${p.start} to ${p.finish}: ${p.yuan} yuan to pay.${autoPayWhyEn(p)}`,
    },
  },
  chatUnpaidReminder: {
    title: { zh: '停车费未支付提醒', en: 'Parking fee still unpaid' },
    content: {
      zh: (p) => `${p.number}在${p.place}的停车费${p.yuan}元已${p.days}天未支付，请及时缴纳。`,
      en: (p) =>
        `The parking fee of ${p.yuan} yuan for ${p.number} at ${p.place} has been unpaid for ${daysEn(p.days)}. Please pay it.`,
    },
  },
  chatMembershipEnding: {
    title: { zh: '会员即将到期', en: 'Membership ending soon' },
    content: {
      zh: (p) => `${p.number}的${p.service}将于${p.endDate}到期（还剩${p.days}天），请及时续费。`,
      en: (p) =>
        `The ${p.service} of ${p.number} ends on ${p.endDate} (${daysEn(p.days)} left). Renew it in time.`,
    },
  },
  chatBalanceLow: {
    title: { zh: '余额不足提醒', en: 'Balance low' },
    content: {
      zh: (p) => `本次支付后余额为${p.balance}元，低于${p.threshold}元，请及时充值。`,
      en: (p) =>
        `After this payment your balance is ${p.balance} yuan, under ${p.threshold} yuan. Top up in time.`,
    },
  },
  /** As paySucceeded, and `automatic` 1 when auto-pay took it from the balance by itself. */
  chatPaymentReceived: {
    title: { zh: '支付成功', en: 'Payment received' },
    content: {
      zh: (p) =>
        `${p.goodsName}，已支付${p.yuan}元。${Number(p.automatic) === 1 ? '已由余额自动支付。' : ''}`,
      en: (p) =>
        `Paid ${p.yuan} yuan: ${goodsEn(p)}.${Number(p.automatic) === 1 ? ' Paid by auto-pay from your balance.' : ''}`,
    },
  },
  chatChargingStopped: {
    title: { zh: '充电已停止', en: 'Charging stopped' },
    content: {
      zh: (p) =>
        `余额已用完，充电已于${p.finish}停止。本次费用${p.yuan}元${Number(p.debt) > 0 ? `，待补缴${p.debtYuan}元` : ''}。`,
      en: (p) =>
        `Your balance ran out: charging stopped at ${p.finish}. It cost ${p.yuan} yuan${Number(p.debt) > 0 ? `, ${p.debtYuan} yuan still to pay` : ''}.`,
    },
  },
  /**
   * The patrol handled a sticker the member reported (a member message and a chat notice):
   * `station` and `space` as its sign prints them (empty when the report named no space),
   * `reported` when it was filed, `answer` the patrol's words (may be empty).
   */
  stickerReportHandled: {
    title: { zh: '举报已处理', en: 'Sticker report handled' },
    content: {
      zh: (p) =>
        `您于${p.reported}举报的可疑二维码${p.space ? `（${p.station}${p.space}号泊位）` : ''}已由巡查员处理${p.answer ? `：${p.answer}` : ''}。感谢您的提醒！`,
      en: (p) =>
        `The suspect code you reported on ${p.reported}${p.space ? ` (${p.station} space ${p.space})` : ''} has been handled by the patrol${p.answer ? `: ${p.answer}` : ''}. Thank you for telling us.`,
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

/**
 * A message of this kind as stored (its Chinese words, its kind and params), for a service that
 * writes messages itself rather than through `members.notifyOf`.
 */
export function storedNotice(kind: NoticeKind, params: NoticeParams) {
  return { ...noticeOf(kind, 'zh', params), kind, params: JSON.stringify(params) };
}
