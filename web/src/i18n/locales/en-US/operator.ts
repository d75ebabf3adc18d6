/**
 * Words the operator sends only in Chinese that the app knows (`OperatorText`): the English word
 * for each. Any other operator text shows as written, marked lang="zh-CN". Its own namespace, with
 * the screens that show operator texts (not with home's first screen).
 */
const operator = {
  // Games and points: integral reasons and prize coupon names.
  大转盘抽奖: 'Lucky wheel spin',
  大转盘奖励: 'Lucky wheel prize',
  盲盒抽奖: 'Blind box',
  盲盒奖励: 'Blind box prize',
  每日答题: 'Daily quiz',
  合并转出: 'Moved to the merged account',
  '20元停车券': '20 yuan parking coupon',
  '10元停车券': '10 yuan parking coupon',
  '5元停车券': '5 yuan parking coupon',
  '2元停车券': '2 yuan parking coupon',
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
  停车抵扣券2元: 'Parking coupon ¥2',
} as const;

export default operator;
