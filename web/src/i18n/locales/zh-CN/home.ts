import type { Messages } from '../../messages';
import type enUS from '../en-US/home';

const home = {
  search: {
    title: '停车缴费',
    plateLabel: '车牌号',
    placeholder: '点击输入车牌号',
    query: '查询订单',
  },
} satisfies Messages<typeof enUS>;

export default home;
