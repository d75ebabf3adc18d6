import type { Messages } from '../../messages';
import type enUS from '../en-US/payment';

const payment = {
  failed: '支付失败',
  unsupported: '当前环境不支持支付',
  result: {
    success: '支付成功',
    amount: '支付金额',
    parking: '停车费用已结清。',
    recharge: '余额已到账。',
    vipCard: '会员卡已生效。',
  },
} satisfies Messages<typeof enUS>;

export default payment;
