import type { Messages } from '../../messages';
import type enUS from '../en-US/evc';

const evc = {
  missingSerial: '未指定充电订单，请从充电订单列表打开。',
  stations: {
    empty: '暂无充电站',
    free: '空闲 {{free}}/{{total}}',
    price: '电费 {{price}}/度 + 服务费 {{service}}/度',
    distance: '{{km}} 公里',
    chargers: '充电桩',
    power: '{{kw}} 千瓦',
    charger: '充电桩 {{code}}',
    start: '开始充电',
    startOn: '在{{name}}开始充电',
    orders: '我的充电订单',
    wallet: '充电钱包',
  },
  equipment: {
    free: '空闲',
    busy: '使用中',
    offline: '离线',
  },
  status: {
    charging: '充电中',
    finished: '已结束',
  },
  orders: {
    empty: '暂无充电订单',
  },
  order: {
    station: '充电站',
    charger: '充电桩',
    start: '开始时间',
    finish: '结束时间',
    energy: '电量',
    cost: '费用',
    paid: '已支付',
    paidYes: '是',
    paidNo: '否，余额不足',
    debt: '欠款',
    live: '查看充电状态',
  },
  charging: {
    costSoFar: '当前费用 {{amount}}',
    since: '{{time}} 开始',
    stop: '结束充电',
    stopTitle: '结束充电？',
    stopBody: '已充电量将结算并从余额支付。',
    keep: '继续充电',
    stoppedPaid: '充电已结束：余额支付 {{amount}}',
    stoppedUnpaid: '充电已结束：余额已用完，仍欠 {{debt}}',
    ranOut: '余额已用完，充电已自动停止。',
  },
  debt: {
    title: '充电欠款',
    owed: '您有充电欠款 {{amount}}',
    why: '充电结束前余额已用完，请支付欠款后再充电。',
    pay: '支付 {{amount}}',
  },
  wallet: {
    balance: '充电可用余额',
    topUp: '去充值',
    rules: '余额不少于10元方可开始充电；结束充电时按电量从余额扣费，余额用完时自动停止充电。',
  },
} satisfies Messages<typeof enUS>;

export default evc;
