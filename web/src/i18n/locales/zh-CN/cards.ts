import type { Messages } from '../../messages';
import type enUS from '../en-US/cards';

const cards = {
  list: {
    empty: '暂无在售月卡',
    days: '{{days}}天',
    reserve: '可预约生效日期',
    action: '购买',
    originalPrice: '原价',
  },
  types: '卡种',
  personal: {
    tab: '个人购买',
    cars: '我的车辆',
  },
  unit: {
    tab: '单位购买',
    company: '单位名称',
    companyPlaceholder: '请输入单位名称',
    contact: '联系人',
    contactPlaceholder: '请输入联系人',
    tel: '联系电话',
    telPlaceholder: '请输入联系电话',
    plates: '车牌',
    plate: '车牌{{index}}',
    tapToEnter: '点击输入车牌',
    remove: '删除车牌{{index}}',
    add: '+ 添加车牌',
    tooMany: '最多5个车牌号',
    missing: {
      company: '请先填写单位名称',
      contact: '请先填写联系人',
      tel: '请先填写联系电话',
    },
  },
  tips: {
    title: '温馨提示',
    unbind: '会员卡有效期内请勿解绑车牌。',
    enterprise: '企业用户请致电客服：',
    effective: '生效日期：{{date}}',
  },
  current: {
    card: '{{service}}，{{expiry}}到期',
    none: '暂无有效会员卡',
  },
  validity: {
    afterRunning: '{{plate}}现有{{service}}{{expiry}}到期，新卡自次日起生效。',
    unknown: '若{{plate}}已有未到期的会员卡，新卡自其到期次日起生效。',
  },
  total: '合计',
  payNow: '立即支付',
  confirm: '支付确认',
  paying: '支付中…',
  choosePlate: '请选择车牌！',
  summary: {
    title: '购卡信息',
    plates: '车牌',
    card: '卡种',
    amount: '金额',
    activation: '生效日期',
    pickerTitle: '生效日期：{{date}}',
    pickerConfirm: '确定',
    pickerCancel: '取消',
    validity: '有效期 {{start}} 至 {{end}}',
    confirmPay: '确认支付',
  },
  noVehicle: {
    title: '您还未添加车辆信息',
    body: '添加车辆后即可为其购卡，也可选择单位购买。',
    add: '立即添加车辆',
    later: '暂不添加',
  },
} satisfies Messages<typeof enUS>;

export default cards;
