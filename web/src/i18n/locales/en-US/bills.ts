/** Trip bills, arrears, pay orders (card and top-up records), refunds and invoices. */
const bills = {
  trips: {
    months: 'Spend per month',
    count: '{{orders}} orders',
    count_one: '{{orders}} order',
  },
  arrears: {
    owed: '{{orders}} orders to pay:',
    owed_one: '{{orders}} order to pay:',
    pay: 'Pay',
    clear: 'Nothing to pay',
  },
  status: {
    unpaid: 'Unpaid',
    paid: 'Paid',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
  payType: {
    balance: 'Balance',
    icbc: 'ICBC',
    abc: 'ABC',
    ccb: 'CCB',
    wxpay: 'WeChat Pay',
    free: 'Free',
  },
  payOrder: {
    amount: 'Amount',
    plates: 'Plates',
    activation: 'Activation date',
    created: 'Ordered',
    paid: 'Paid',
    payType: 'Pay method',
    refund: 'Refunded',
    code: 'Order number',
  },
  /** What a pay order bought, composed from its type and fields (never the server's words). */
  payOrderTitle: {
    recharge: 'Balance top-up {{amount}}',
    vipCard: 'Membership card',
    parking_one: 'Parking fee: {{count}} order',
    parking_other: 'Parking fee: {{count}} orders',
    charging_one: 'EV charging debt: {{count}} session',
    charging_other: 'EV charging debts: {{count}} sessions',
    shop: 'Car-service order',
  },
  cardOrders: {
    empty: 'No membership card orders yet',
  },
  rechargeOrders: {
    empty: 'No top-ups yet',
    refund: 'Ask for a balance refund',
  },
  refund: {
    intro:
      'A refund takes back the top-up’s gift and returns the rest of the amount topped up, at most what is left of your own money in the balance, to the account that paid. A top-up whose gift has been spent cannot be refunded.',
    empty: 'No top-up to refund',
    ask: 'Request a refund',
    title: 'Balance refund',
    upTo: 'You get back up to {{amount}}.',
    reason: 'Reason',
    reasonRequired: 'Please give a reason',
    confirm: 'Refund',
    done: 'Refunded {{amount}}',
  },
  merge: {
    plates: 'My plates',
    count: '{{orders}} orders to pay',
    count_one: '{{orders}} order to pay',
    noCars: 'No vehicles yet',
    tooMany: 'At most 5 plate numbers',
  },
} as const;

export default bills;
