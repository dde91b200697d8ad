import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from '../../data/connectivity';
import { useHydrating } from '../ssr/hydration';

/** Online as far as the app knows; the server's view (online) while a server-rendered page hydrates. */
export function useOnline(): boolean {
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  return useHydrating() || online;
}
