/** The home tab (spec section 2, "Home search page" and "Home tab"). */
const home = {
  search: {
    title: 'Pay for parking',
    plateLabel: 'Plate number',
    placeholder: 'Tap to enter the plate',
    query: 'Query orders',
    scan: "Scan the space's code",
  },
  contact: {
    hotline: 'Hotline',
    service: 'Customer service',
    serviceHours: 'Customer service answers on the hotline from 08:30 to 17:30.',
    call: 'Call {{hotline}}',
  },
  menu: {
    title: 'Services',
    items: {
      pay: 'Pay',
      topUp: 'Top up',
      buyCard: 'Buy card',
      findCar: 'Find car',
      invoice: 'Invoice',
      charging: 'Charging station',
      services: 'Services',
      more: 'More',
    },
  },
  banners: {
    label: 'Banners',
    slide: 'Banner {{index}} of {{total}}',
    miniProgram: 'Open it in the Dehong Parking mini program',
  },
  tiles: {
    label: 'My parking this month',
    monthCost: 'Monthly fee',
    arrears: 'Arrears amount',
    unpay: 'Arrears count',
  },
  parkingNow: {
    title: 'Currently parking',
    none: 'None of your cars is parking now',
    place: '{{station}} space {{space}}',
    since: 'Since {{time}}',
    feeSoFar: 'Fee so far {{amount}}',
  },
  news: {
    title: 'Latest news',
  },
  renewal: {
    title: 'Membership renewal',
    due: '{{plate}}: {{service}} ends on {{expiry}}.',
    lastDay: '{{plate}}: {{service}} ends today.',
    action: 'Renew',
    actionFor: 'Renew {{plate}}',
    badge: 'Memberships ending soon: {{count}}',
  },
  notice: {
    title: 'Notice',
  },
  footer: {
    label: 'About this site',
  },
} as const;

export default home;
