import type { Messages } from '../../messages';
import type enUS from '../en-US/vehicles';

const vehicles = {
  cards: {
    label: '我的车辆',
    premium: '尊享会员 · {{service}}',
    validUntil: '有效期至 {{date}}',
    renew: '续费',
    ordinary: '普通会员',
    noMembership: '暂未办理月卡',
    buyCard: '去办卡',
    add: '+ 添加车辆',
  },
  list: {
    empty: '暂无车辆',
    add: '添加车辆',
    premium: '尊享会员',
    ordinary: '普通会员',
  },
  show: {
    notFound: '该车辆不属于您',
    type: '车牌类型',
    added: '添加时间',
    membership: '会员',
    validUntil: '有效期至',
    saved: '已节省停车费',
    more: '车辆服务',
    orders: '停车订单',
    records: '停车记录',
    remove: '删除车辆',
    removeTitle: '删除该车辆？',
    removeBody: '{{number}} 将不再是您的车辆。',
    keep: '保留',
    removed: '车辆已删除',
  },
  publish: {
    type: '车牌类型',
    plate: '车牌号',
    placeholder: '点击输入车牌号',
    submit: '添加车辆',
    invalid: '车牌号与车牌类型不符',
    added: '车辆已添加',
    licenceTitle: '证明车辆归属',
    boundElsewhere:
      '{{number}} 已被其他用户添加。上传本车行驶证照片证明车辆归属后，车辆将转到您的名下。',
    uploadLicence: '上传行驶证',
  },
  findCar: {
    plate: '车牌',
    /** A parking record, composed from its fields (the operator's sentence is Chinese). */
    parked: '停放于{{station}}{{space}}号车位',
    left: '曾停放于{{station}}{{space}}号车位，{{time}}驶离',
  },
  spaces: {
    place: '{{station}} {{space}}号车位',
    history: '停车记录',
  },
  notices: {
    label: '{{plate}}的通知和自动支付',
    notices: '停车通知（微信服务通知）',
    noticesHint: '停车结束、欠费提醒、会员到期时通知我',
    autoPay: '余额自动支付',
    autoPayHint: '停车结束后，余额足够时自动支付该车牌的订单',
    cap: '单笔上限（元）',
    saved: '已保存',
  },
  noticesConsent: {
    declined: '已拒绝接收微信服务通知，停车通知未开启',
    failed: '微信未能发起订阅，请重试',
  },
} satisfies Messages<typeof enUS>;

export default vehicles;
