import type { Messages } from '../../messages';
import type enUS from '../en-US/member';

const member = {
  profile: {
    label: '我的账户',
    settings: '设置',
    balance: '余额',
    points: '积分',
    coupons: '优惠券',
  },
} satisfies Messages<typeof enUS>;

export default member;
