import type { Messages } from '../../messages';
import type enUS from '../en-US/invoices';

const invoices = {
  missingSerial: '未指定发票，请从我的发票列表打开。',
  tabs: {
    apply: '申请开票',
    mine: '我的发票',
  },
  apply: {
    empty: '暂无可开票的订单',
    orders: '已支付订单',
    total: '开票金额',
    open: '下一步（{{orders}}）',
    formTitle: '发票信息',
    title: '发票抬头',
    titleRequired: '请填写发票抬头',
    taxNumber: '税号',
    taxNumberInvalid: '税号为15到20位数字或大写字母',
    email: '邮箱',
    emailInvalid: '请填写正确的邮箱',
    optional: '选填',
    submit: '申请 {{amount}}',
    done: '发票开具中',
  },
  list: {
    empty: '暂无发票',
  },
  status: {
    issuing: '开具中',
    issued: '已开具',
    failed: '开具失败',
    voided: '已作废',
  },
  credit: {
    tag: '红字发票',
    kind: '类型',
    reverses: '对应原发票 {{serial}}',
  },
  show: {
    title: '发票抬头',
    amount: '金额',
    status: '状态',
    created: '申请时间',
    taxNumber: '税号',
    email: '邮箱',
    orders: '订单',
    download: '下载发票（PDF）',
    issuing: '发票开具中，开具后可在此下载。',
    voided: '开具前款项已退回，该发票申请已作废。',
  },
} satisfies Messages<typeof enUS>;

export default invoices;
