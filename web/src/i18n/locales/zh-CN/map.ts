import type { Messages } from '../../messages';
import type enUS from '../en-US/map';

const map = {
  label: '停车场地图',
  count: '附近 {{lots}} 个停车场',
  lot: {
    total: '总车位',
    remaining: '剩余车位',
  },
  zoomIn: '放大',
  zoomOut: '缩小',
  locate: {
    action: '定位到我的位置',
    locating: '正在定位…',
    denied: '未允许定位：请在设置中允许，以查看附近的停车场。',
    unsupported: '当前浏览器无法定位。',
    failed: '定位失败，请到开阔处重试。',
  },
  list: {
    all: '全部停车场',
    nearest: '离我最近',
    locateHint: '点地图上的定位按钮，按离你的距离排列停车场。',
    spaces: '剩余 {{remaining}} / 共 {{total}} 个车位',
  },
  distance: {
    metres: '{{metres}} 米',
    kilometres: '{{kilometres}} 公里',
  },
  navigate: '导航',
  navigateTo: '导航到{{name}}',
} satisfies Messages<typeof enUS>;

export default map;
