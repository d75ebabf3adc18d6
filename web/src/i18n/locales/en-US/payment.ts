/** The shared pay flow and its result page (spec section 4 "Payment"). */
const payment = {
  failed: 'Payment failed',
  unsupported: 'Payment not supported',
  result: {
    success: 'Payment successful',
    amount: 'Paid amount',
    parking: 'Your parking fees are settled.',
    recharge: 'Your balance has been topped up.',
    vipCard: 'Your membership card is active.',
  },
} as const;

export default payment;
