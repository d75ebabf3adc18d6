/** The home tab (spec section 2, "Home search page" and "Home tab"). */
const home = {
  search: {
    title: 'Pay for parking',
    plateLabel: 'Plate number',
    placeholder: 'Tap to enter the plate',
    query: 'Query orders',
  },
} as const;

export default home;
