import type { Messages } from '../../messages';
import type enUS from '../en-US/tools';

const tools = {
  faq: {
    title: '常见问题',
  },
  feedback: {
    send: '我要反馈',
    empty: '暂无反馈',
    reply: '回复',
    awaiting: '等待回复',
    content: '反馈内容',
    contentPlaceholder: '请描述您遇到的问题或建议',
    contentRequired: '请先填写反馈内容',
    contact: '联系方式',
    contactPlaceholder: '手机号（选填）',
    images: '图片（最多3张）',
    addPicture: '添加图片',
    submit: '提交',
    sent: '感谢您的反馈',
    picture: '图片{{index}}',
  },
  halls: {
    title: '服务网点',
    empty: '附近暂无服务网点',
    open: '营业时间 {{hours}}',
    call: '致电 {{tel}}',
  },
} satisfies Messages<typeof enUS>;

export default tools;
