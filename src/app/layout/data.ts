/**
 * The app shell's data module (header, banners, connection line): hooks and commands over src/data, so the
 * layout's components (.tsx) never import the data layer themselves.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db';
import { FLASH_COUNT_COLLECTION } from '../../data/sync/collections';

export { fetchPaymentTestMode } from '../../data/payment-config';
export { acceptUpdate, onUpdateWaiting } from '../../data/service-worker';

/** How many of this device's writes wait to be sent (every user's: parked ones wait too). */
export function usePendingCount(): number {
  return useLiveQuery(() => db.pendingMutations.count(), []) ?? 0;
}

/** Flash promotions running now, as /api/promotions/flash/count last said (0 until it has answered). */
export function useFlashCount(): number {
  return useLiveQuery(async () => (await db.syncState.get(FLASH_COUNT_COLLECTION))?.count ?? 0, []) ?? 0;
}
