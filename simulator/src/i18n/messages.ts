/**
 * The one catalogue of failures the simulator answers: envelope code and message in Chinese (the
 * default) and English (when the request's Accept-Language starts with `en`). Business failures
 * are HTTP 200 with these codes; HTTP failures repeat their status as the code (openapi.yaml).
 */

export type Language = 'zh' | 'en';
type Params = Record<string, string | number>;
type Text = string | ((params: Params) => string);

interface Entry {
  code: number;
  zh: Text;
  en: Text;
}

const THINGS = {
  member: ['会员', 'Member'],
  car: ['车辆', 'Car'],
  coupon: ['优惠券', 'Coupon'],
  message: ['消息', 'Message'],
  invoice: ['发票', 'Invoice'],
  order: ['停车订单', 'Parking order'],
  payOrder: ['支付订单', 'Pay order'],
  staff: ['工号', 'Staff number'],
  card: ['会员卡', 'Membership card'],
  package: ['充值套餐', 'Recharge package'],
  org: ['服务网点', 'Service hall'],
  post: ['帖子', 'Post'],
  news: ['资讯', 'News article'],
  product: ['商品', 'Product'],
  cartLine: ['购物车商品', 'Cart line'],
  station: ['充电站', 'Charging station'],
  equipment: ['充电桩', 'Charger'],
  chargeOrder: ['充电订单', 'Charging order'],
  upload: ['上传文件', 'Upload'],
  device: ['设备', 'Device'],
  topic: ['话题', 'Topic'],
  equity: ['会员权益', 'Equity package'],
  dispute: ['申诉', 'Dispute'],
  stickerReport: ['举报', 'Sticker report'],
  shopStore: ['门店', 'Store'],
  shopOrder: ['车服订单', 'Car-service order'],
  voucher: ['服务券', 'Voucher'],
} as const;

export type Thing = keyof typeof THINGS;

const thing = (language: Language, params: Params) => {
  const names = THINGS[params.thing as Thing] ?? ['记录', 'Record'];
  return language === 'zh' ? names[0] : names[1];
};

export const MESSAGES = {
  // HTTP statuses (spec section 8)
  badRequest: {
    code: 400,
    zh: (p) => `请求参数错误：${p.detail}`,
    en: (p) => `Invalid request: ${p.detail}`,
  },
  unauthorized: { code: 401, zh: '请先登录', en: 'Please log in first' },
  forbidden: { code: 403, zh: '语法错误', en: 'Syntax error' },
  requestNotFound: { code: 404, zh: '请求不存在', en: 'Request does not exist' },
  methodNotAllowed: {
    code: 405,
    zh: '请求方法错误 GET/POST',
    en: 'Request method error GET/POST',
  },
  requestTimeout: { code: 408, zh: '请求超时', en: 'Request timeout' },
  headersTooLarge: {
    code: 431,
    zh: '请求地址或请求头过长',
    en: 'The request URL or headers are too large',
  },
  serverError: { code: 500, zh: '服务器错误', en: 'Server error' },
  timeout: { code: 504, zh: '连接超时', en: 'Connection timeout' },

  // sso
  loginKeyInvalid: {
    code: 1001,
    zh: '登录密钥无效或已过期，请刷新页面后重试',
    en: 'The login key is invalid or has expired; reload the page and try again',
  },
  loginUnreadable: {
    code: 1002,
    zh: '登录信息无法解析，请刷新页面后重试',
    en: 'The login information could not be read; reload the page and try again',
  },
  smsCodeWrong: {
    code: 1003,
    zh: (p) => `验证码错误，还可尝试${p.left}次`,
    en: (p) => `Wrong SMS code; ${p.left} attempts left`,
  },
  smsCodeExpired: {
    code: 1004,
    zh: '验证码已过期，请重新获取',
    en: 'The SMS code has expired; request a new one',
  },
  smsTooFrequent: {
    code: 1005,
    zh: (p) => `验证码发送过于频繁，请${p.seconds}秒后再试`,
    en: (p) => `A code was sent less than a minute ago; try again in ${p.seconds} s`,
  },
  smsCodeBurned: {
    code: 1006,
    zh: '验证码错误次数过多，该验证码已失效，请重新获取',
    en: 'Too many wrong codes; this code no longer works, request a new one',
  },
  smsCodeNotSent: {
    code: 1007,
    zh: '请先获取验证码',
    en: 'Request an SMS code first',
  },
  chatCodeInvalid: {
    code: 1008,
    zh: '授权已失效，请重新授权',
    en: 'The authorisation is no longer valid; authorise again',
  },
  refreshTokenInvalid: {
    code: 1009,
    zh: '登录已过期，请重新登录',
    en: 'The session has expired; log in again',
  },
  phoneTaken: {
    code: 1010,
    zh: '该手机号已绑定其他账号',
    en: 'This phone number belongs to another account',
  },
  samePhone: {
    code: 1011,
    zh: '新手机号与当前手机号相同',
    en: 'The new phone number is the current one',
  },
  mergeSelf: {
    code: 1012,
    zh: '不能合并当前账号',
    en: 'An account cannot be merged into itself',
  },
  captchaRequired: {
    code: 1013,
    zh: '验证码错误次数过多，请先完成图形验证',
    en: 'Too many wrong codes for this phone; solve the picture captcha first',
  },
  captchaWrong: {
    code: 1014,
    zh: '图形验证码错误或已过期，请重新获取',
    en: 'The picture captcha is wrong or has expired; get a new one',
  },
  smsClientLimit: {
    code: 1015,
    zh: (p) => `当前网络获取验证码过于频繁，请${p.minutes}分钟后再试`,
    en: (p) => `Too many codes were requested from this network; try again in ${p.minutes} min`,
  },
  smsServiceBusy: {
    code: 1016,
    zh: (p) => `短信服务繁忙，请${p.minutes}分钟后再试`,
    en: (p) => `The SMS service is busy; try again in ${p.minutes} min`,
  },
  voiceCaptchaNotNeeded: {
    code: 1017,
    zh: '该手机号无需验证，请直接获取短信验证码',
    en: 'This phone needs no check: request the SMS code',
  },

  // records
  notFound: {
    code: 2001,
    zh: (p) => `${thing('zh', p)}不存在`,
    en: (p) => `${thing('en', p)} not found`,
  },

  // user
  plateInvalid: {
    code: 2002,
    zh: '车牌号格式不正确',
    en: 'The plate number does not fit its plate type',
  },
  carExists: { code: 2003, zh: '该车辆已添加', en: 'This car is already added' },
  signedToday: { code: 2004, zh: '今天已经签到过了', en: 'You have already signed in today' },
  couponCodeInvalid: {
    code: 2005,
    zh: '兑换码无效或已被使用',
    en: 'The redemption code is not valid or has been used',
  },
  notYourPlate: {
    code: 2006,
    zh: '该车牌不在您的车辆列表中',
    en: 'This plate is not one of your cars',
  },
  plateUnreadable: {
    code: 2007,
    zh: '未能从图片中识别车牌',
    en: 'No plate could be read from the image',
  },
  tooManyPlates: { code: 2008, zh: '最多5个车牌号', en: 'At most 5 plate numbers' },
  imageUrlInvalid: {
    code: 2015,
    zh: '图片地址无效，请重新上传图片',
    en: 'Only a picture uploaded here can be used; upload it again',
  },
  nicknameInvalid: {
    code: 2016,
    zh: '昵称不能包含控制字符或文字方向控制字符',
    en: 'A nickname cannot contain control or text-direction characters',
  },
  textInvalid: {
    code: 2017,
    zh: '内容不能包含控制字符或文字方向控制字符',
    en: 'The text cannot contain control or text-direction characters',
  },
  uploadRejected: {
    code: 2009,
    zh: (p) => `文件不符合要求：${p.rule}`,
    en: (p) => `The file was refused: ${p.rule}`,
  },
  plateBoundElsewhere: {
    code: 2010,
    zh: '该车牌已被其他用户绑定，请上传本车行驶证照片证明车辆归属',
    en: 'Another member has bound this plate: upload a photo of its vehicle licence to prove it is yours',
  },
  licenceUnreadable: {
    code: 2011,
    zh: '未能从行驶证照片中识别车牌，请上传清晰的本人行驶证照片',
    en: 'No vehicle licence could be read from that upload: upload a clear photo of your vehicle licence',
  },
  licenceMismatch: {
    code: 2012,
    zh: '行驶证上的车牌与所填车牌不一致',
    en: 'The plate on the vehicle licence is not the plate entered',
  },
  mediaLinkExpired: {
    code: 2013,
    zh: '链接已过期，请返回重新打开',
    en: 'This link has expired: go back and open it again',
  },
  // A member's whole life: a close leaves no debt behind (simulator/README.md, Money rules).
  closeRefusedOwing: {
    code: 2018,
    zh: (p) =>
      `账号还有欠款，不能注销。请先支付${[
        Number(p.parkingCount) > 0 ? `停车欠费${p.parkingYuan}元（${p.parkingCount}笔）` : '',
        Number(p.chargingFen) > 0 ? `充电欠款${p.chargingYuan}元` : '',
      ]
        .filter(Boolean)
        .join('和')}，再注销账号`,
    en: (p) =>
      `The account still owes money and cannot be closed. Pay ${[
        Number(p.parkingCount) > 0
          ? `the parking arrears of ${p.parkingYuan} yuan (${p.parkingCount} ${Number(p.parkingCount) === 1 ? 'order' : 'orders'})`
          : '',
        Number(p.chargingFen) > 0 ? `the charging debt of ${p.chargingYuan} yuan` : '',
      ]
        .filter(Boolean)
        .join(' and ')} first, then close the account`,
  },

  // parking
  cannotLeave: {
    code: 3001,
    zh: '该订单不能手动结束',
    en: 'Only a parking order recorded by a patrol officer can be ended by its driver',
  },
  notParking: { code: 3002, zh: '该订单已结束', en: 'This order is not parking any more' },
  noNoPlateOrder: {
    code: 3003,
    zh: '该车位没有无牌车停车订单',
    en: 'No no-plate vehicle is parked at this device',
  },
  deviceSawNoPlate: {
    code: 3004,
    zh: '该车位暂未识别到车牌',
    en: 'This device has not seen a plate',
  },
  spaceOccupied: { code: 3005, zh: '该车位已有车辆停放', en: 'This space is taken' },
  alreadyParking: {
    code: 3006,
    zh: '该车辆已在停车中',
    en: 'This plate is parking already',
  },
  cannotHide: {
    code: 3007,
    zh: '只有已完成或已退款的订单可以删除',
    en: 'Only completed or refunded orders can be hidden',
  },
  cannotDispute: {
    code: 3008,
    zh: '该订单当前不能申诉',
    en: 'This order cannot be disputed now',
  },
  noPlateUnpaid: {
    code: 3009,
    zh: '该车位没有待支付的无牌车订单',
    en: 'There is no no-plate order to pay at this device',
  },
  notYourParking: {
    code: 3010,
    zh: '只有车主或在该泊位扫码的用户可以结束停车',
    en: "Only the car's owner, or someone at its space who scanned the space code, can end this stay",
  },
  notYourNoPlateSession: {
    code: 3011,
    zh: '只有开始该无牌车停车的用户可以结束它',
    en: 'Only the member who started this no-plate stay can end it',
  },
  notYourPlateToCheckIn: {
    code: 3012,
    zh: '该车牌已被其他用户绑定，不能为其开始停车',
    en: 'Another member has bound this plate: only they can start parking for it',
  },
  disputeOpen: {
    code: 3020,
    zh: '该订单已有处理中的申诉',
    en: 'This order already has a dispute under review',
  },
  disputeTooLate: {
    code: 3021,
    zh: '只能申诉30天内支付的订单',
    en: 'Only orders paid in the last 30 days can be disputed',
  },
  notYourOrderToDispute: {
    code: 3022,
    zh: '只有车主、开始停车或支付该订单的用户可以申诉',
    en: 'Only the plate holder, the member who checked the car in or who paid can dispute this order',
  },
  disputeDecided: {
    code: 3023,
    zh: '该申诉已处理',
    en: 'This dispute has been decided already',
  },
  // Sticker reports (kerb codes that are not the operator's).
  tooManyStickerReports: {
    code: 3030,
    zh: '举报过于频繁，请稍后再试',
    en: 'You have sent many reports recently: please try again later',
  },
  stickerReportNoPlace: {
    code: 3031,
    zh: '请提供扫到的二维码内容、泊位或您的位置',
    en: 'Say where it is: the code you scanned, the space, or your location',
  },
  stickerReportHandled: {
    code: 3032,
    zh: '该举报已处理',
    en: 'This report has been handled already',
  },

  // pay
  staleCost: {
    code: 4001,
    zh: '订单金额已变化，请刷新后重试',
    en: 'The amount has changed; refresh and try again',
  },
  ordersNotPayable: {
    code: 4002,
    zh: '订单状态已变化，请刷新后重试',
    en: 'Some orders can no longer be paid; refresh and try again',
  },
  insufficientFunds: { code: 4003, zh: '余额不足', en: 'Not enough balance' },
  payOrderPaid: { code: 4004, zh: '订单已支付', en: 'This order is paid already' },
  payOrderClosed: {
    code: 4005,
    zh: '订单已取消或已退款',
    en: 'This order was cancelled or refunded',
  },
  topupMinimum: {
    code: 4006,
    zh: '充值金额最少10元',
    en: 'Please top up at least 10 yuan',
  },
  plateRequired: { code: 4007, zh: '请选择车牌！', en: 'Please choose a plate!' },
  unitInfoRequired: {
    code: 4008,
    zh: '请填写单位名称、联系人和电话',
    en: 'Fill in the company, contact and phone',
  },
  activationDateOutOfRange: {
    code: 4009,
    zh: '生效日期须在今天起31天内',
    en: 'The activation date must be between today and 31 days ahead',
  },
  notRefundable: {
    code: 4010,
    zh: '只有已支付的充值订单可以退款',
    en: 'Only a paid recharge order can be refunded',
  },
  notInvoiceable: {
    code: 4011,
    zh: '所选订单不能开具发票',
    en: 'These pay orders cannot be invoiced',
  },
  fundsCannotPay: {
    code: 4012,
    zh: '充值订单不能使用余额支付',
    en: 'A recharge cannot be paid from the balance',
  },
  payloadInvalid: {
    code: 4013,
    zh: (p) => `订单信息有误：${p.detail}`,
    en: (p) => `The order is not valid: ${p.detail}`,
  },
  paidOrderKept: {
    code: 4014,
    zh: '已支付的订单不能删除',
    en: 'A paid order cannot be removed',
  },
  ordersBeingPaid: {
    code: 4015,
    zh: '订单正在由他人支付，请15分钟后再试',
    en: 'These orders are being paid by someone else; try again in 15 minutes',
  },
  refundGiftSpent: {
    code: 4016,
    zh: '该充值的赠送金额已被使用，不能退款',
    en: 'The bonus of this top-up has been spent, so it cannot be refunded',
  },
  refundNothingLeft: {
    code: 4017,
    zh: '该充值的金额已用完，没有可退的余额',
    en: 'The money of this top-up has been spent; nothing is left to refund',
  },
  noChargingDebt: {
    code: 4018,
    zh: '没有待支付的充电欠费',
    en: 'There is no charging debt to pay',
  },

  // shop and charging
  outOfStock: { code: 5001, zh: '库存不足', en: 'Not enough stock' },
  equipmentBusy: {
    code: 5002,
    zh: '该充电桩正在使用或离线',
    en: 'This charger is busy or offline',
  },
  alreadyCharging: {
    code: 5003,
    zh: '您已有进行中的充电订单',
    en: 'You are charging already',
  },
  chargingFinished: { code: 5004, zh: '充电已结束', en: 'Charging has finished' },
  balanceTooLowToCharge: {
    code: 5005,
    zh: '余额不足10元，请先充值',
    en: 'Top up first: charging needs a balance of at least 10 yuan',
  },
  chargingDebtUnpaid: {
    code: 5006,
    zh: (p) => `您有未支付的充电欠款${p.yuan}元，请先支付`,
    en: (p) => `Pay your charging debt of ${p.yuan} yuan first`,
  },
  // Coupons spent on parking and cards: 7001-7019.
  couponNotUsable: {
    code: 7001,
    zh: '该优惠券不可用（已使用、已过期或不存在）',
    en: 'This coupon cannot be used (used, expired or not found)',
  },
  couponHeld: {
    code: 7002,
    zh: '该优惠券正被另一笔未支付的订单占用，请先支付或取消那笔订单',
    en: 'Another unpaid pay order holds this coupon: pay or cancel that one first',
  },
  couponBelowMinimum: {
    code: 7003,
    zh: (p) => `订单满${p.yuan}元才能使用该优惠券`,
    en: (p) => `This coupon needs an order of at least ${p.yuan} yuan`,
  },
  couponWrongArea: {
    code: 7004,
    zh: '该优惠券不能在这个区域使用',
    en: 'This coupon is not valid in this area',
  },
  couponParkingOnly: {
    code: 7005,
    zh: '停车优惠券只能用于支付停车费',
    en: 'Parking coupons pay parking fees only',
  },
  couponAmountWrong: {
    code: 7006,
    zh: (p) => `优惠金额应为${p.yuan}元，请刷新后重试`,
    en: (p) => `The coupon takes off ${p.yuan} yuan; refresh and try again`,
  },
  cardCouponWrong: {
    code: 7007,
    zh: (p) => `购卡优惠只能是9折（优惠${p.yuan}元）或不使用`,
    en: (p) => `The card coupon is 10% off (${p.yuan} yuan) or none`,
  },
  couponNotStarted: {
    code: 7008,
    zh: '该优惠券还未到可用日期',
    en: 'This coupon is not valid yet',
  },
  // Games and points: 7020-7039.
  gameNotEnoughIntegral: {
    code: 7020,
    zh: '积分不足',
    en: 'Not enough points',
  },
  gameDailyLimit: {
    code: 7021,
    zh: (p) => `今天的${p.limit}次机会已经用完，明天再来吧`,
    en: (p) => `You have used today's ${p.limit} draws; come back tomorrow`,
  },
  quizNotFound: { code: 7022, zh: '答题记录不存在', en: 'No such quiz' },
  quizAnswered: { code: 7023, zh: '这道题已经回答过了', en: 'This question is answered already' },
  quizOutOfOrder: {
    code: 7024,
    zh: (p) => `请按顺序答题，下一题是第${p.index}题`,
    en: (p) => `Answer in order: question ${p.index} is next`,
  },
  quizChoiceInvalid: { code: 7025, zh: '没有这个选项', en: 'There is no such option' },
  quizClosed: {
    code: 7026,
    zh: '这份答题已经结束，请做今天的题',
    en: "This quiz's day is over; take today's quiz",
  },
  // the car-service shop
  shopLimitReached: {
    code: 6001,
    zh: (p) => `该商品每人限购${p.limit}件`,
    en: (p) => `At most ${p.limit} of this product per member`,
  },
  storeDoesNotRedeem: {
    code: 6002,
    zh: '所选门店不提供该商品的服务，请换一家门店',
    en: 'The chosen store does not offer this product; choose another store',
  },
  appointmentRequired: {
    code: 6003,
    zh: '请选择预约日期和时段',
    en: 'Choose an appointment date and time slot',
  },
  appointmentUnavailable: {
    code: 6004,
    zh: '该预约时段不可选，请重新选择',
    en: 'That appointment slot cannot be booked; choose another',
  },
  shopOrderNotPayable: {
    code: 6005,
    zh: '订单已关闭或已支付，库存保留已结束',
    en: 'This order is closed or paid; its stock is no longer held',
  },
  voucherNotRefundable: {
    code: 6006,
    zh: '只有未核销的券可以退款',
    en: 'Only vouchers not yet redeemed can be refunded',
  },
  voucherRedeemed: { code: 6007, zh: '该券已核销', en: 'This voucher has been redeemed already' },
  voucherNotRedeemable: {
    code: 6008,
    zh: '该券已退款或已过期，不能核销',
    en: 'This voucher was refunded or has expired and cannot be redeemed',
  },
  voucherWrongStore: {
    code: 6009,
    zh: '该券不能在本门店核销',
    en: 'This voucher cannot be redeemed at this store',
  },
  shopNothingChosen: {
    code: 6010,
    zh: '请选择要购买的商品',
    en: 'Choose the products to buy',
  },
  shopOrderNotCancellable: {
    code: 6011,
    zh: '只有待支付的订单可以取消',
    en: 'Only an unpaid order can be cancelled',
  },
} satisfies Record<string, Entry>;

export type MessageKey = keyof typeof MESSAGES;

export function codeOf(key: MessageKey): number {
  return MESSAGES[key].code;
}

export function messageOf(key: MessageKey, language: Language, params: Params = {}): string {
  const text: Text = MESSAGES[key][language];
  return typeof text === 'function' ? text(params) : text;
}

/** The app sends its UI language; anything but English gets Chinese. */
export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}
