import type { Messages } from '../../messages';
import type enUS from '../en-US/home';

const home = {
  search: {
    title: '停车缴费',
    plateLabel: '车牌号',
    placeholder: '点击输入车牌号',
    query: '查询订单',
    scan: '扫描泊位二维码',
  },
  contact: {
    hotline: '客服热线',
    service: '人工客服',
    serviceHours: '客服工作时间 08:30-17:30，请拨打客服热线。',
    call: '拨打 {{hotline}}',
  },
  menu: {
    title: '服务',
    items: {
      pay: '缴费',
      topUp: '充值',
      buyCard: '办卡',
      findCar: '寻车',
      invoice: '发票',
      charging: '充电站',
      services: '服务',
      more: '更多',
    },
  },
  banners: {
    label: '轮播图',
    slide: '第{{index}}张，共{{total}}张',
    miniProgram: '请在德宏停车小程序中打开',
  },
  tiles: {
    label: '本月停车',
    monthCost: '月度费用',
    arrears: '欠费金额',
    unpay: '欠费笔数',
  },
  parkingNow: {
    title: '正在停车',
    none: '您的车辆当前没有在停',
    place: '{{station}} {{space}}号车位',
    since: '{{time}} 入场',
    feeSoFar: '当前费用 {{amount}}',
  },
  news: {
    title: '最新资讯',
  },
  renewal: {
    title: '会员续费提醒',
    due: '{{plate}}的{{service}}将于{{expiry}}到期。',
    lastDay: '{{plate}}的{{service}}今天到期。',
    action: '续费',
    actionFor: '为{{plate}}续费',
    badge: '即将到期的会员：{{count}}',
  },
  notice: {
    title: '公告',
  },
  footer: {
    label: '关于本站',
  },
} satisfies Messages<typeof enUS>;

export default home;
