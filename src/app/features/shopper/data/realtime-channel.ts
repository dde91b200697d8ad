import { useEffect } from 'react';

/**
 * While the page is open, the live socket listens to `channel` (`store:12`): with per-store routing (flag
 * enhanced-websocket-routing) it is how an open store or product page still hears its store's changes. On
 * leaving, the socket unsubscribes once no other open page needs it.
 */
export function useRealtimeChannel(channel: string | null): void {
  useEffect(() => {
    if (channel === null) return;
    let release: (() => void) | undefined;
    let left = false;
    void import('../../../../data/sync').then(({ watchChannel }) => {
      if (!left) release = watchChannel(channel);
    });
    return () => {
      left = true;
      release?.();
    };
  }, [channel]);
}
