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
    careMode: '长辈版（字大、按钮大）',
    largeText: '大字模式',
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
  closeAccount: {
    action: '注销账号',
    confirmTitle: '确定注销账号吗？',
    confirmBody:
      '账号的余额、积分、优惠券和车辆将随账号一起注销，且无法恢复。账号还有停车或充电欠款时不能注销。',
    continue: '继续',
    keep: '暂不注销',
    formTitle: '注销账号',
    codeTo: '验证码将发送至{{phone}}，用于确认是您本人操作。',
    submit: '确认注销',
    closed: '账号已注销',
  },
  rights: {
    empty: '暂无权益包',
    coupon: '{{name}}（{{amount}}）x {{times}}',
  },
  points: {
    label: '我的积分',
    sign: '今日签到',
    signed: '签到成功：+{{points}}积分',
    empty: '暂无积分记录',
  },
  messages: {
    empty: '暂无消息',
    unread: '未读',
  },
  share: {
    label: '我的推广码',
    hint: '好友扫描此码即可通过您注册。',
    qr: '推广码 {{code}} 的二维码',
    code: '推广码',
    copy: '复制链接',
    copied: '链接已复制',
    copyFailed: '链接复制失败',
  },
  chatNotices: {
    title: '已发送的微信服务通知',
    empty: '暂无通知，可在“我的车辆”中为车牌开启停车通知。',
    open: '查看',
  },
} satisfies Messages<typeof enUS>;

export default member;
