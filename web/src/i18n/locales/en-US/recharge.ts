/** Top-up (spec section 2, "Top-up page"), its refund and its records. */
const recharge = {
  balance: {
    label: 'Balance',
    gift: 'Including {{amount}} of gifts',
    records: 'Top-up records',
  },
  packages: {
    label: 'Top-up packages',
    give: 'Get {{amount}} more',
    givePercent: '+{{percent}}%, get {{amount}} more',
    other: 'Other amount',
    otherAmount: 'Other amount in yuan',
    otherPlaceholder: 'Amount',
  },
  topUp: 'Top up now',
  minimum: 'Please top up at least 10 yuan',
  notice: {
    link: 'Top-up notice',
    title: 'Top-up notice',
    rules: {
      use: 'The balance pays parking fees and arrears.',
      minimum: 'A top-up is at least 10 yuan.',
      gift: 'Gifts are added with the top-up; a refund takes its gift back.',
      refund:
        'A refund takes back the gift and returns the amount topped up, at most the paid-in money left in the balance, to the account that paid.',
    },
    refund: 'Ask for a refund',
    ok: 'I understand',
  },
  popup: {
    title: 'Confirm the top-up',
    amount: 'Top-up amount',
    gift: 'Gift',
    credited: 'Added to the balance',
    pay: 'Pay {{amount}}',
    paying: 'Paying…',
  },
} as const;

export default recharge;
