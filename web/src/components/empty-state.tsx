import Empty from 'antd-mobile/es/components/empty';

/** The spec's empty states ("no unpaid orders", "page does not exist", "coming soon"...). */
export function EmptyState({ description }: { description: string }) {
  return <Empty description={description} style={{ padding: '48px 0' }} />;
}
