/** The map tab (spec section 2, "Map"). */
const map = {
  label: 'Parking lots map',
  count: '{{lots}} parking lots nearby',
  lot: {
    total: 'Total spaces',
    remaining: 'Remaining',
  },
} as const;

export default map;
