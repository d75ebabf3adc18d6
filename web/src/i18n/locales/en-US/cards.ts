/** Membership cards: the card list and the card purchase (spec sections 2, 4 and 5). */
const cards = {
  list: {
    empty: 'No cards on sale',
    days: '{{days}} days',
    reserve: 'choose the day it starts',
    action: 'Buy',
    originalPrice: 'original price ',
  },
  types: 'Card type',
  personal: {
    tab: 'Personal purchase',
    cars: 'My vehicles',
  },
  unit: {
    tab: 'Unit purchase',
    company: 'Company',
    companyPlaceholder: 'Company name',
    contact: 'Contact',
    contactPlaceholder: 'Contact person',
    tel: 'Tel',
    telPlaceholder: 'Contact phone',
    plates: 'Plates',
    plate: 'Plate {{index}}',
    tapToEnter: 'Tap to enter a plate',
    remove: 'Remove plate {{index}}',
    add: '+ Add a plate',
    tooMany: 'At most 5 plate numbers',
    /** Paying with a unit field empty names the first one missing. */
    missing: {
      company: 'Please enter the company name first',
      contact: 'Please enter the contact person first',
      tel: 'Please enter the contact phone first',
    },
  },
  tips: {
    title: 'Tips',
    unbind: 'Do not unbind the plate while the card is valid.',
    enterprise: 'Enterprise users please phone customer service:',
    effective: 'Takes effect on {{date}}',
  },
  current: {
    card: '{{service}} until {{expiry}}',
    none: 'No valid card',
  },
  validity: {
    afterRunning:
      "{{plate}}'s {{service}} runs until {{expiry}}; the new card starts the day after.",
    unknown:
      'If {{plate}} has a card that is still valid, the new card starts the day after it ends.',
  },
  total: 'Total',
  payNow: 'Pay now',
  confirm: 'Payment confirm',
  paying: 'Paying…',
  choosePlate: 'Please choose a plate!',
  summary: {
    title: 'Purchase summary',
    plates: 'Plate',
    card: 'Card',
    amount: 'Amount',
    activation: 'Activation date',
    pickerTitle: 'Activation date: {{date}}',
    pickerConfirm: 'Confirm',
    pickerCancel: 'Cancel',
    validity: 'Valid from {{start}} to {{end}}',
    confirmPay: 'Confirm pay',
  },
  noVehicle: {
    title: 'You have not added vehicle information yet',
    body: 'Add your vehicle to buy a card for it, or buy for a unit.',
    add: 'Add vehicle now',
    later: 'Not now',
  },
} as const;

export default cards;
