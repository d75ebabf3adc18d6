/** The shared pay flow and its result page (spec section 4 "Payment"). */
const payment = {
  failed: 'Payment failed',
  cancelled: 'Payment cancelled',
  unsupported: 'Payment not supported',
  /** Asked before the balance pays: nothing is taken until the owner confirms. */
  balance: {
    title: 'Pay from balance',
    amount: 'Amount',
    funds: 'Balance',
    confirm: 'Pay',
    cancel: 'Cancel',
  },
  result: {
    success: 'Payment successful',
    amount: 'Paid amount',
    parking: 'Your parking fees are settled.',
    recharge: 'Your balance has been topped up.',
    vipCard: 'Your membership card is active.',
    shop: 'Your vouchers are ready: show a code at the store.',
    seeVouchers: 'See my vouchers',
    /** A card bought for a later day, or to follow a running card. */
    vipCardStarts: 'Your membership card starts on {{date}}.',
    via: {
      balance: 'Paid from your balance.',
      bank: 'Paid through WeChat Pay.',
      free: 'Nothing was due.',
    },
    pending: 'Waiting for the payment to be confirmed',
    pendingHint: 'The bank has not confirmed this payment yet. This page checks again by itself.',
    due: 'Amount to pay',
    askAgain: 'Check again',
    closed: 'Not paid',
    closedHint:
      'This payment was closed without being paid. Nothing was charged; money that still arrives for it is refunded.',
    refunded: 'Refunded',
    refundAmount: 'Refunded amount',
    none: 'No payment found',
    unknown: 'Could not check the payment',
  },
  /** Auto-pay from the balance, on the payment page and after a payment. */
  autoPay: {
    on: 'Auto-pay is on for this plate: orders up to {{cap}} are paid from your balance when parking ends.',
    offer: 'Pay {{plate}} automatically next time?',
    offerHint:
      'Orders up to {{cap}} are paid from your balance when parking ends. You can change this in My vehicles.',
    turnOn: 'Turn on auto-pay',
    turnedOn: 'Auto-pay is on for {{plate}}',
  },
} as const;

export default payment;
