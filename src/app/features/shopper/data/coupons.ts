import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { type CouponRow, db } from '../../../../data/db';
import { refreshCollection, syncStoreCoupons } from './commands';

/** Coupons of one store, or every coupon the device knows, active ones first. */
export function useCoupons(storeId: number | null) {
  return useLiveQuery(async () => {
    const rows =
      storeId === null ? await db.coupons.toArray() : await db.coupons.where({ storeId }).toArray();
    return rows.sort((a, b) => Date.parse(a.endTime) - Date.parse(b.endTime));
  }, [storeId]);
}

export type { CouponRow };

/**
 * Asks the server for fresh coupons once, when the redemption dialog opens (`useCoupons` shows them): every
 * store's list in select mode, the chosen coupon's store in direct mode (`directStoreId`).
 */
export function useRefreshCoupons(directStoreId: number | null | undefined, onFailure: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, whatever the caller's closure
  useEffect(() => {
    const refresh =
      directStoreId === undefined || directStoreId === null
        ? refreshCollection('coupons')
        : syncStoreCoupons(directStoreId);
    refresh.catch(onFailure);
  }, []);
}
