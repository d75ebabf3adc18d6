import type { Messages } from '../../messages';
import type enUS from '../en-US/bills';

const bills = {
  trips: {
    months: '月度消费',
    count: '{{orders}}笔',
    count_one: '{{orders}}笔',
  },
  arrears: {
    owed: '待缴{{orders}}笔：',
    owed_one: '待缴{{orders}}笔：',
    pay: '去缴费',
    clear: '暂无欠费',
  },
  status: {
    unpaid: '待支付',
    paid: '已支付',
    cancelled: '已取消',
    refunded: '已退款',
  },
  payType: {
    balance: '余额',
    icbc: '工商银行',
    abc: '农业银行',
    ccb: '建设银行',
    wxpay: '微信支付',
    free: '免费',
  },
  payOrder: {
    amount: '金额',
    plates: '车牌',
    activation: '生效日期',
    created: '下单时间',
    paid: '支付时间',
    payType: '支付方式',
    refund: '已退款',
    code: '订单号',
  },
  payOrderTitle: {
    recharge: '余额充值 {{amount}}',
    vipCard: '会员卡',
    parking_one: '停车费（{{count}}笔）',
    parking_other: '停车费（{{count}}笔）',
    charging_one: '充电欠费（{{count}}笔）',
    charging_other: '充电欠费（{{count}}笔）',
    shop: '车服订单',
  },
  cardOrders: {
    empty: '暂无会员套餐订单',
  },
  rechargeOrders: {
    empty: '暂无充值记录',
    refund: '申请余额退款',
  },
  refund: {
    intro:
      '退款时收回该笔充值的赠送金额，退还充值本金，不超过余额中的本金部分，原路退回；赠送金额已使用的充值不能退款。',
    empty: '暂无可退款的充值',
    ask: '申请退款',
    title: '余额退款',
    upTo: '最多可退 {{amount}}。',
    reason: '退款原因',
    reasonRequired: '请填写退款原因',
    confirm: '确认退款',
    done: '已退款 {{amount}}',
  },
  merge: {
    plates: '我的车牌',
    count: '待缴{{orders}}笔',
    count_one: '待缴{{orders}}笔',
    noCars: '暂无车辆',
    tooMany: '最多5个车牌号',
  },
} satisfies Messages<typeof enUS>;

export default bills;
