import type { ReactNode } from 'react';
import { ErrorState, ListSkeleton, OfflineNotice } from '../../../ui/page-state';

/** A report read's states, one way for both analytics screens: this device's copy offline, the error, loading. */
export function ReportState<T>({
  read,
  children,
}: {
  read: { data: T | undefined; error: string | null; offline: boolean; refresh: () => void };
  children: (data: T) => ReactNode;
}) {
  return (
    <>
      {read.offline && read.data && <OfflineNotice />}
      {read.data ? (
        children(read.data)
      ) : read.error ? (
        <ErrorState title={read.error} onRetry={read.refresh} />
      ) : (
        <ListSkeleton rows={4} />
      )}
    </>
  );
}
