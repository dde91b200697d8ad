import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from '../../data/connectivity';

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
