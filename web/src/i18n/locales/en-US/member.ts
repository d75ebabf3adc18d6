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
    careMode: 'Care mode (larger words and buttons)',
    largeText: 'Large text',
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
  /** Closing the account (settings): refused by the server while money is owed. */
  closeAccount: {
    action: 'Close account',
    confirmTitle: 'Close your account?',
    confirmBody:
      'Your balance, points, coupons and vehicles go with the account, and this cannot be undone. An account that still owes parking or charging money cannot be closed.',
    continue: 'Continue',
    keep: 'Keep my account',
    formTitle: 'Close account',
    codeTo: 'We send a code to {{phone}} to prove it is you.',
    submit: 'Close my account',
    closed: 'Your account is closed',
  },
  rights: {
    empty: 'No rights packages on offer',
    coupon: '{{name}} ({{amount}}) x {{times}}',
  },
  points: {
    label: 'My points',
    sign: 'Sign in today',
    signed: 'Signed in: +{{points}} points',
    empty: 'No points yet',
  },
  messages: {
    empty: 'No messages',
    unread: 'Unread',
  },
  share: {
    label: 'My promotion code',
    hint: 'Friends who scan this code sign up through you.',
    qr: 'QR code of promotion code {{code}}',
    code: 'Promotion code',
    copy: 'Copy the link',
    copied: 'Link copied',
    copyFailed: 'The link could not be copied',
  },
  /** The notices the chat app delivered (parking notices), on the messages page. */
  chatNotices: {
    title: 'Sent to the chat app',
    empty: 'No notices sent yet. Turn them on for a plate in My vehicles.',
    open: 'Open',
  },
} as const;

export default member;
