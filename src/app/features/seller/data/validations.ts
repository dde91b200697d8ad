import { useLiveQuery } from 'dexie-react-hooks';
import { db, type RedemptionCodeRow } from '../../../../data/db';

export { type ValidationResult, validateRedemptionCode } from '../../../../data/mutations';
/**
 * The seller area's data module: its hooks (live reads of this device's copy) and commands. Seller screens
 * import these, never src/data; the seller screens to come add their hooks and commands beside these.
 */
export type { RedemptionCodeRow };

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
