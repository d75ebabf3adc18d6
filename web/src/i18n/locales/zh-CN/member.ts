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
  settings: {
    avatar: '头像',
    nickname: '昵称',
    phone: '手机号',
  },
  avatar: {
    choose: '选择图片',
    uploading: '上传中…',
    saved: '头像已更新',
    hint: '支持 PNG、JPEG、WebP，不超过 2 MB',
  },
  phone: {
    current: '当前号码：{{phone}}',
    newPhone: '新手机号',
    submit: '更换手机号',
    changed: '手机号已更换',
  },
} satisfies Messages<typeof enUS>;

export default member;
