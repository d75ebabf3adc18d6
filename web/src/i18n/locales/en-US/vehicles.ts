/** The member's vehicles, their spaces and the find-car page. */
const vehicles = {
  cards: {
    label: 'My vehicles',
    premium: 'Premium member · {{service}}',
    validUntil: 'Valid until {{date}}',
    renew: 'Renew',
    ordinary: 'Ordinary member',
    noMembership: 'No membership card yet',
    buyCard: 'Buy a card',
    add: '+ Add vehicle',
  },
  list: {
    empty: 'No vehicles yet',
    add: 'Add vehicle',
    premium: 'Premium',
    ordinary: 'Ordinary member',
  },
  show: {
    notFound: 'This vehicle is not yours',
    type: 'Plate type',
    added: 'Added',
    membership: 'Membership',
    validUntil: 'Valid until',
    saved: 'Saved on parking',
    more: 'More for this vehicle',
    orders: 'Parking orders',
    records: 'Parking records',
    remove: 'Remove vehicle',
    removeTitle: 'Remove this vehicle?',
    removeBody: '{{number}} will no longer be one of your vehicles.',
    keep: 'Keep it',
    removed: 'Vehicle removed',
  },
  publish: {
    type: 'Plate type',
    plate: 'Plate number',
    placeholder: 'Tap to enter the plate',
    submit: 'Add vehicle',
    invalid: 'The plate does not match its plate type',
    added: 'Vehicle added',
    licenceTitle: 'Prove the vehicle is yours',
    boundElsewhere:
      'Another member has added {{number}}. Upload a photo of its vehicle licence to prove it is yours: the plate then moves to you.',
    uploadLicence: 'Upload your vehicle licence',
  },
  findCar: {
    plate: 'Plate',
    /** A parking record, composed from its fields (the operator's sentence is Chinese). */
    parked: 'Parked in {{station}} space {{space}}',
    left: 'Parked in {{station}} space {{space}}, left at {{time}}',
  },
  spaces: {
    place: '{{station}} space {{space}}',
    history: 'Parking records',
  },
  /** Parking notices through the chat app and auto-pay, per plate (my vehicles). */
  notices: {
    label: 'Notices and auto-pay for {{plate}}',
    notices: 'Parking notices in the chat app',
    noticesHint: 'When parking ends, reminders of unpaid fees, membership ending',
    autoPay: 'Auto-pay from my balance',
    autoPayHint: 'Pays each order of this plate when parking ends, if the balance covers it',
    cap: 'Up to (yuan per order)',
    saved: 'Saved',
  },
  /** The chat app's own consent sheet before its notices are turned on (my vehicles). */
  noticesConsent: {
    declined: 'Notices in the chat app were declined; parking notices stay off',
    failed: 'The chat app could not ask for its notices; try again',
  },
} as const;

export default vehicles;
