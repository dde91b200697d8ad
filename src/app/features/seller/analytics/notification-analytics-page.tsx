export function NotificationAnalyticsPage({ storeId }: { storeId: number }) {
  return <div className="page">{storeId}</div>;
}
