import type { Messages } from '../../messages';
import type enUS from '../en-US/disputes';

const disputes = {
  action: '申诉该笔费用',
  reason: {
    notMyCar: '不是我的车',
    wrongTime: '时间不对',
    alreadyLeft: '车辆已离开',
    other: '其他',
  },
  status: {
    open: '审核中',
    upheld: '申诉成立',
    rejected: '申诉未通过',
  },
  form: {
    title: '申诉该笔费用',
    reason: '申诉原因',
    content: '情况说明',
    contentPlaceholder: '请说明这笔费用哪里不对',
    contentRequired: '请填写情况说明',
    photos: '照片（最多3张）',
    photo: '照片{{index}}',
    removePhoto: '删除照片{{index}}',
    addPhoto: '添加照片',
    submit: '提交申诉',
    sent: '申诉已提交，该笔费用审核中',
  },
  card: {
    label: '订单{{bookCode}}的申诉',
    title: '我的申诉',
    underReview: '审核中：运营方处理前，该笔费用不计入欠费。',
    answer: '处理意见',
    refundBalance: '{{amount}}已退回余额',
    refundBank: '{{amount}}已原路退回',
  },
  list: {
    title: '我的申诉',
  },
} satisfies Messages<typeof enUS>;

export default disputes;
