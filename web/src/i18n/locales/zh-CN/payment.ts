import type { Messages } from '../../messages';
import type enUS from '../en-US/payment';

const payment = {
  failed: '支付失败',
  cancelled: '已取消支付',
  unsupported: '当前环境不支持支付',
  balance: {
    title: '余额支付',
    amount: '支付金额',
    funds: '当前余额',
    confirm: '确认支付',
    cancel: '取消',
  },
  result: {
    success: '支付成功',
    amount: '支付金额',
    parking: '停车费用已结清。',
    recharge: '余额已到账。',
    vipCard: '会员卡已生效。',
    shop: '券码已生成，到店出示即可核销。',
    seeVouchers: '查看券码',
    vipCardStarts: '会员卡将于{{date}}生效。',
    via: {
      balance: '已使用余额支付。',
      bank: '已通过微信支付。',
      free: '无需支付。',
    },
    pending: '等待支付确认',
    pendingHint: '银行尚未确认此笔支付，本页面会自动刷新。',
    due: '待支付金额',
    askAgain: '重新查询',
    closed: '未支付',
    closedHint: '此订单已关闭，未扣款；如仍有款项到账，将自动原路退回。',
    refunded: '已退款',
    refundAmount: '退款金额',
    none: '没有找到支付记录',
    unknown: '无法查询支付结果',
  },
  autoPay: {
    on: '该车牌已开启余额自动支付：停车结束后，{{cap}}以内的订单自动从余额扣款。',
    offer: '下次自动支付{{plate}}的停车费？',
    offerHint: '停车结束后，{{cap}}以内的订单自动从余额扣款，可在“我的车辆”中修改。',
    turnOn: '开启自动支付',
    turnedOn: '{{plate}}已开启自动支付',
  },
} satisfies Messages<typeof enUS>;

export default payment;
