import type { Messages } from '../../messages';
import type enUS from '../en-US/menu';

const menu = {
  titles: {
    more: '更多服务',
    mine: '常用功能',
    tools: '常用工具',
  },
  items: {
    findCar: '寻车',
    invoice: '发票',
    tripBills: '出行账单',
    shopOrders: '车服订单',
    cardOrders: '会员套餐',
    myVehicles: '我的车辆',
    mySpaces: '我的车位',
    vehicles: '车辆',
    spaces: '车位',
    eInvoice: '电子发票',
    messages: '消息',
    promotionCode: '推广码',
    activity: '活动',
    news: '资讯',
    sharing: '分享',
    tools: '常用工具',
    feedback: '意见反馈',
    settings: '设置',
    quiz: '交通答题',
    bigWheel: '幸运大转盘',
    blindBox: '盲盒',
  },
} satisfies Messages<typeof enUS>;

export default menu;
