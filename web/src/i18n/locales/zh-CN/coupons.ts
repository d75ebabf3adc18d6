import type { Messages } from '../../messages';
import type enUS from '../en-US/coupons';

const coupons = {
  code: '兑换码',
  codeRequired: '请输入兑换码',
  redeem: '兑换',
  redeemed: '{{name}} 已放入您的优惠券',
  rights: '优惠券权益包',
  tabs: {
    unused: '未使用（{{count}}）',
    used: '已使用（{{count}}）',
    expired: '已过期（{{count}}）',
  },
  empty: '暂无优惠券',
  minCost: '满{{amount}}可用',
  noMinimum: '无门槛',
  valid: '有效期 {{start}} 至 {{end}}',
  validUntil: '{{end}}前有效',
  held: '已被未支付订单占用',
  clear: {
    button: '清除过期优惠券',
    confirm: '确定从列表中清除已过期的优惠券吗？',
    yes: '清除',
    no: '保留',
    done_one: '已清除{{count}}张过期优惠券',
    done_other: '已清除{{count}}张过期优惠券',
  },
  detail: {
    title: '优惠券详情',
    amount: '优惠金额',
    minimum: '使用门槛',
    valid: '有效期',
    area: '适用区域',
    status: '状态',
  },
  status: {
    '0': '未使用',
    '1': '已使用',
    '2': '已过期',
  },
  areas: {
    all: '德宏全州',
    mangshi: '仅限芒市',
    lianghe: '仅限梁河',
    yingjiang: '仅限盈江',
    ruili: '仅限瑞丽',
  },
  choice: {
    label: '优惠券',
    title: '选择优惠券',
    taken: '-{{amount}}',
    available_one: '{{count}}张可用',
    available_other: '{{count}}张可用',
    noneApplies: '暂无可用优惠券',
    best: '最优券：',
    use: '使用',
    none: '不使用优惠券',
    before: '原价',
    after: '券后',
  },
  card: {
    label: '购卡9折优惠',
    saving: '立省{{amount}}',
  },
} satisfies Messages<typeof enUS>;

export default coupons;
