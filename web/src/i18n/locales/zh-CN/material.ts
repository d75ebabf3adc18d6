import type { Messages } from '../../messages';
import type enUS from '../en-US/material';

const material = {
  news: {
    types: '资讯分类',
    all: '全部',
    search: '搜索资讯',
  },
  activity: {
    search: '搜索活动',
    dates: '{{start}} 至 {{end}}',
  },
} satisfies Messages<typeof enUS>;

export default material;
