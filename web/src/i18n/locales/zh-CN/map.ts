import type { Messages } from '../../messages';
import type enUS from '../en-US/map';

const map = {
  label: '停车场地图',
  count: '附近 {{lots}} 个停车场',
  lot: {
    total: '总车位',
    remaining: '剩余车位',
  },
} satisfies Messages<typeof enUS>;

export default map;
