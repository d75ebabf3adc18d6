/** News and activities (spec section 2, "News page" and "Activities page"). */
const material = {
  news: {
    types: 'News types',
    all: 'All',
    search: 'Search news',
  },
  activity: {
    search: 'Search activities',
    dates: '{{start}} to {{end}}',
  },
} as const;

export default material;
