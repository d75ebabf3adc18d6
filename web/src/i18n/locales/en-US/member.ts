/** The member: the mine tab's profile, settings, points, coupons, messages and the promotion code. */
const member = {
  profile: {
    label: 'My account',
    settings: 'Settings',
    balance: 'Balance',
    points: 'Points',
    coupons: 'Coupons',
  },
} as const;

export default member;
