import { useLiveQuery } from 'dexie-react-hooks';
import { type CouponRow, db } from '../../../../data/db';

/** Coupons of one store, or every coupon the device knows, active ones first. */
export function useCoupons(storeId: number | null) {
  return useLiveQuery(async () => {
    const rows =
      storeId === null ? await db.coupons.toArray() : await db.coupons.where({ storeId }).toArray();
    return rows.sort((a, b) => Date.parse(a.endTime) - Date.parse(b.endTime));
  }, [storeId]);
}

export function useCoupon(id: number | null) {
  return useLiveQuery(async () => (id === null ? null : ((await db.coupons.get(id)) ?? null)), [id]);
}

export type { CouponRow };
