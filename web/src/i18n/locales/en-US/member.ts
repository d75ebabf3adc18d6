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
  /**
   * Closing the account (settings): what the close refunds and what ends, shown first; refused by
   * the server while money is owed.
   */
  closeAccount: {
    action: 'Close account',
    confirmTitle: 'Close your account?',
    confirmBody: 'Closing cannot be undone, and your vehicles are unbound from the account.',
    checking: 'Checking what the close refunds…',
    owedTitle: 'Pay this first',
    owedParking: 'Parking arrears ({{count}} orders)',
    owedParking_one: 'Parking arrears ({{count}} order)',
    owedCharging: 'Charging debt',
    owedHint: 'An account that still owes money cannot be closed.',
    refundTitle: 'Refunded when the account closes',
    nothingRefunded: 'Nothing to refund.',
    voucher: 'Voucher {{name}} ×{{count}}',
    balance: 'Balance',
    intoBalance: 'Back into the balance, refunded with it',
    backTo: 'Back to {{route}}, the way it was paid',
    toWallet: 'To your WeChat wallet',
    route: {
      icbc: 'ICBC',
      abc: 'ABC',
      ccb: 'CCB',
      wxpay: 'WeChat Pay',
      wallet: 'WeChat wallet',
      balance: 'Balance',
      free: 'Free',
    },
    refundTotal: 'Refunded in all',
    endsTitle: 'Ends with the account',
    gift: 'Gift money',
    points: 'Points',
    coupons: '{{count}} coupons',
    coupons_one: '{{count}} coupon',
    membershipsStay: 'Membership cards stay with their plates.',
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
