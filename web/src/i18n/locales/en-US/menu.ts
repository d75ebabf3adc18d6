/** The menu grids of the mine tab, /app/more and /app/tools/index (spec section 2). */
const menu = {
  titles: {
    more: 'More services',
    mine: 'Shortcuts',
    tools: 'Common tools',
  },
  items: {
    findCar: 'Find car',
    invoice: 'Invoice',
    tripBills: 'Trip bills',
    shopOrders: 'Car-service orders',
    cardOrders: 'Membership packages',
    myVehicles: 'My vehicles',
    mySpaces: 'My spaces',
    vehicles: 'Vehicles',
    spaces: 'Spaces',
    eInvoice: 'E-invoice',
    messages: 'Messages',
    promotionCode: 'Promotion code',
    activity: 'Activity',
    news: 'News',
    sharing: 'Sharing',
    tools: 'Common tools',
    feedback: 'Feedback',
    settings: 'Settings',
    quiz: 'Traffic quiz',
    bigWheel: 'Lucky wheel',
    blindBox: 'Blind box',
  },
} as const;

export default menu;
