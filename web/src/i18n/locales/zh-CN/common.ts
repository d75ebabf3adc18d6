import type { Messages } from '../../messages';
import type enUS from '../en-US/common';

const common = {
  appName: '德宏停车',
  loading: '加载中…',
  actions: {
    back: '返回',
    retry: '重试',
    seeMore: '查看更多',
    backHome: '返回首页',
    logout: '退出登录',
  },
  tabs: {
    label: '标签栏',
    map: '找车位',
    home: '首页',
    mine: '我的',
  },
  money: '¥{{amount}}',
  duration: {
    minutes: '{{minutes}}分钟',
    hoursMinutes: '{{hours}}小时{{minutes}}分钟',
  },
  list: {
    retry: '加载失败，点击重试',
  },
  errors: {
    unauthorized: '请先登录',
    forbidden: '语法错误',
    notFound: '请求不存在',
    methodNotAllowed: '请求方式错误 GET/POST',
    timeout: '连接超时',
    server: '服务器错误',
    duplicateSubmit: '请勿重复提交数据。如长时间未返回结果，请刷新页面后继续！',
    network: '网络异常，请检查网络连接',
    unknown: '出了点问题，请重试',
    pageLoad: '页面加载失败，请检查网络后重试。',
  },
  empty: {
    pageNotFound: '页面不存在',
    comingSoon: '敬请期待',
    noUnpaidOrders: '暂无未缴订单',
    noPendingBills: '暂无待缴账单',
    noActivityData: '暂无活动数据',
    noNewsData: '暂无资讯数据',
    noParkingRecord: '暂无停车记录',
    noMoreNews: '没有更多资讯了',
  },
  /**
   * Words the operator sends only in Chinese that the app knows (`OperatorText`); any other
   * operator text shows as written, marked lang="zh-CN".
   */
  operatorWords: {
    热门: '热门',
    超值: '超值',
    月卡: '月卡',
    季卡: '季卡',
    年卡: '年卡',
    德宏停车月卡: '德宏停车月卡',
    德宏停车季卡: '德宏停车季卡',
    德宏停车年卡: '德宏停车年卡',
    余额充值: '余额充值',
    停车抵扣券5元: '停车抵扣券5元',
    新人停车券10元: '新人停车券10元',
    停车抵扣券3元: '停车抵扣券3元',
    停车费: '停车费',
    每日签到: '每日签到',
    停车缴费奖励: '停车缴费奖励',
    注册赠送: '注册赠送',
    欠费提醒: '欠费提醒',
    缴费成功: '缴费成功',
    欢迎使用德宏停车: '欢迎使用德宏停车',
    停车公告: '停车公告',
    交通资讯: '交通资讯',
    行业动态: '行业动态',
    便民服务: '便民服务',
    德宏停车会员权益: '德宏停车会员权益',
    '会员卡有效期内，绑定车牌在德宏州内路内停车免费。':
      '会员卡有效期内，绑定车牌在德宏州内路内停车免费。',
    免费停车: '免费停车',
    有效期内路内停车费用全免: '有效期内路内停车费用全免',
    优先客服: '优先客服',
    会员专属客服热线优先接听: '会员专属客服热线优先接听',
    积分加倍: '积分加倍',
    缴费积分双倍累计: '缴费积分双倍累计',
    停车券礼包: '停车券礼包',
    '含3张5元停车抵扣券，30天内有效': '含3张5元停车抵扣券，30天内有效',
    畅停礼包: '畅停礼包',
    '含5张10元停车抵扣券，60天内有效': '含5张10元停车抵扣券，60天内有效',
    停车抵扣券10元: '停车抵扣券10元',
  },
  language: {
    label: '语言',
    'zh-CN': '简体中文',
    'en-US': 'English',
  },
} satisfies Messages<typeof enUS>;

export default common;
