import type { Messages } from '../../messages';
import type enUS from '../en-US/recharge';

const recharge = {
  balance: {
    label: '账户余额',
    gift: '其中赠送 {{amount}}',
    records: '充值记录',
  },
  packages: {
    label: '充值套餐',
    give: '送 {{amount}}',
    givePercent: '加赠{{percent}}%，送 {{amount}}',
    other: '其他金额',
    otherAmount: '其他金额（元）',
    otherPlaceholder: '输入金额',
  },
  topUp: '立即充值',
  minimum: '请至少充值10元',
  notice: {
    link: '充值须知',
    title: '充值须知',
    rules: {
      use: '余额可用于支付停车费及补缴欠费。',
      minimum: '单次充值不少于10元。',
      gift: '赠送金额随充值到账，退款时一并收回。',
      refund: '退款时收回该笔充值的赠送金额，退还充值本金，不超过余额中的本金部分，原路退回。',
    },
    refund: '申请退款',
    ok: '我知道了',
  },
  popup: {
    title: '确认充值',
    amount: '充值金额',
    gift: '赠送金额',
    credited: '到账金额',
    pay: '支付 {{amount}}',
    paying: '支付中…',
  },
} satisfies Messages<typeof enUS>;

export default recharge;
