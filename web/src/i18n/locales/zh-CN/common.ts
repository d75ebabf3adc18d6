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
  care: {
    enter: '长辈版',
    leave: '标准版',
  },
  stepper: {
    less: '减少{{what}}',
    more: '增加{{what}}',
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
  language: {
    label: '语言',
    'zh-CN': '简体中文',
    'en-US': 'English',
  },
} satisfies Messages<typeof enUS>;

export default common;
