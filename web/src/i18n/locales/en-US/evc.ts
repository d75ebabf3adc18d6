/** EV charging: stations, the wallet, charging orders and charging now. */
const evc = {
  /** A charging order's screen opened without its serial. */
  missingSerial: 'No charging order was named. Open it from your charging orders.',
  stations: {
    empty: 'No charging station',
    free: '{{free}} of {{total}} free',
    price: '{{price}}/kWh + service {{service}}/kWh',
    distance: '{{km}} km',
    chargers: 'Chargers',
    power: '{{kw}} kW',
    charger: 'Charger {{code}}',
    start: 'Start charging',
    startOn: 'Start charging on {{name}}',
    orders: 'My charging orders',
    wallet: 'Charging wallet',
  },
  equipment: {
    free: 'Free',
    busy: 'In use',
    offline: 'Offline',
  },
  status: {
    charging: 'Charging',
    finished: 'Finished',
  },
  orders: {
    empty: 'No charging orders yet',
  },
  order: {
    station: 'Station',
    charger: 'Charger',
    start: 'Started',
    finish: 'Finished',
    energy: 'Energy',
    cost: 'Cost',
    paid: 'Paid',
    paidYes: 'Yes',
    paidNo: 'No, the balance was short',
    debt: 'Still owed',
    live: 'See it charging',
  },
  charging: {
    costSoFar: 'Cost so far {{amount}}',
    since: 'since {{time}}',
    stop: 'Stop charging',
    stopTitle: 'Stop charging?',
    stopBody: 'The energy so far is billed and paid from your balance.',
    keep: 'Keep charging',
    stoppedPaid: 'Charging stopped: {{amount}} paid from the balance',
    stoppedUnpaid: 'Charging stopped: the balance is used up, {{debt}} is still owed',
    ranOut: 'Charging stopped by itself: the balance was used up.',
  },
  debt: {
    title: 'Charging debt',
    owed: 'You owe {{amount}} for charging',
    why: 'The balance ran out before charging stopped. Pay the rest to charge again.',
    pay: 'Pay {{amount}}',
  },
  wallet: {
    balance: 'Balance for charging',
    topUp: 'Top up',
    rules:
      'Charging needs a balance of at least 10 yuan to start; when it stops, the energy is paid from the balance. It stops by itself when the balance is used up.',
  },
} as const;

export default evc;
