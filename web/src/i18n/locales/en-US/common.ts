/** Words shared by every screen: actions, tabs, the error catalogue of spec section 8, empty states. */
const common = {
  appName: 'Dehong Parking',
  loading: 'Loading…',
  actions: {
    back: 'Back',
    retry: 'Try again',
    seeMore: 'See more',
    backHome: 'Back to home',
    logout: 'Log out',
  },
  tabs: {
    label: 'Tabs',
    map: 'Find a parking space',
    home: 'Home',
    mine: 'Mine',
  },
  money: '¥{{amount}}',
  duration: {
    minutes: '{{minutes}} min',
    hoursMinutes: '{{hours}} h {{minutes}} min',
  },
  list: {
    retry: 'Loading failed, tap to retry',
  },
  errors: {
    unauthorized: 'Please log in first',
    forbidden: 'Syntax error',
    notFound: 'Request does not exist',
    methodNotAllowed: 'Request method error GET/POST',
    timeout: 'Connection timeout',
    server: 'Server error',
    duplicateSubmit:
      'Do not submit data repeatedly. If no result returns for a long time, refresh the page and continue!',
    network: 'Network error, please check your connection',
    unknown: 'Something went wrong, please try again',
    pageLoad: 'This page could not be loaded. Check your connection and try again.',
  },
  empty: {
    pageNotFound: 'Page does not exist',
    comingSoon: 'Coming soon',
    noUnpaidOrders: 'No unpaid orders',
    noPendingBills: 'No pending bills',
    noActivityData: 'No activity data',
    noNewsData: 'No news data',
    noParkingRecord: 'No parking record',
    noMoreNews: 'No more news',
  },
  /**
   * Words the operator sends only in Chinese that the app knows (`OperatorText`); any other
   * operator text shows as written, marked lang="zh-CN".
   */
  operatorWords: {
    热门: 'Popular',
    超值: 'Best value',
    月卡: 'Month card',
    季卡: 'Quarter card',
    年卡: 'Year card',
    德宏停车月卡: 'Dehong parking month card',
    德宏停车季卡: 'Dehong parking quarter card',
    德宏停车年卡: 'Dehong parking year card',
    余额充值: 'Balance top-up',
    停车抵扣券5元: 'Parking coupon ¥5',
    新人停车券10元: 'Welcome parking coupon ¥10',
    停车抵扣券3元: 'Parking coupon ¥3',
    停车费: 'Parking fee',
    每日签到: 'Daily check-in',
    停车缴费奖励: 'Parking payment reward',
    注册赠送: 'Sign-up gift',
    欠费提醒: 'Arrears reminder',
    缴费成功: 'Payment successful',
    欢迎使用德宏停车: 'Welcome to Dehong Parking',
    停车公告: 'Parking notices',
    交通资讯: 'Traffic news',
    行业动态: 'Industry news',
    便民服务: 'Services',
    德宏停车会员权益: 'Dehong parking member benefits',
    '会员卡有效期内，绑定车牌在德宏州内路内停车免费。':
      'While the card is valid, its plates park free on the streets of Dehong.',
    免费停车: 'Free parking',
    有效期内路内停车费用全免: 'No street parking fees while the card is valid',
    优先客服: 'Priority service',
    会员专属客服热线优先接听: 'The service line answers members first',
    积分加倍: 'Double points',
    缴费积分双倍累计: 'Payments earn double points',
    停车券礼包: 'Parking coupon pack',
    '含3张5元停车抵扣券，30天内有效': '3 parking coupons of ¥5, valid for 30 days',
    畅停礼包: 'Easy parking pack',
    '含5张10元停车抵扣券，60天内有效': '5 parking coupons of ¥10, valid for 60 days',
    停车抵扣券10元: 'Parking coupon ¥10',
  },
  language: {
    label: 'Language',
    'zh-CN': '简体中文',
    'en-US': 'English',
  },
} as const;

export default common;
