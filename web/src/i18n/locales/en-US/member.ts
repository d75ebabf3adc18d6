/** The member: the mine tab's profile, settings, points, coupons, messages and the promotion code. */
const member = {
  profile: {
    label: 'My account',
    settings: 'Settings',
    balance: 'Balance',
    points: 'Points',
    coupons: 'Coupons',
  },
  settings: {
    avatar: 'Avatar',
    nickname: 'Nickname',
    phone: 'Phone number',
  },
  avatar: {
    choose: 'Choose a picture',
    uploading: 'Uploading…',
    saved: 'Avatar updated',
    hint: 'PNG, JPEG or WebP, up to 2 MB',
  },
  phone: {
    current: 'Current number: {{phone}}',
    newPhone: 'New phone',
    submit: 'Change phone number',
    changed: 'Phone number changed',
  },
} as const;

export default member;
