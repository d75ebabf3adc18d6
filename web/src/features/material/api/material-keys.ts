export const materialKeys = {
  news: (query: object) => ['news', 'list', query] as const,
  latestNews: ['news', 'latest'] as const,
  newsTypes: ['news', 'types'] as const,
  activities: (query: object) => ['activities', query] as const,
};
