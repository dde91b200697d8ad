import { useLiveQuery } from 'dexie-react-hooks';
import { db, type RedemptionCodeRow } from '../../../../data/db';

/** Codes this device accepted offline, newest first, with the server's verdict once it arrives. */
export function useOfflineValidations(): RedemptionCodeRow[] {
  return (
    useLiveQuery(
      () => db.redemptionCodes.where('validatedLocallyAt').above(0).reverse().sortBy('validatedLocallyAt'),
      [],
    ) ?? []
  );
}

/** How many outstanding codes are on this device for offline validation. */
export function useSyncedCodeCount(): number {
  return useLiveQuery(() => db.redemptionCodes.count(), []) ?? 0;
}
