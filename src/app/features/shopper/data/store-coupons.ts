import { type CouponRow, db } from '../../../../data/db';
import { storeCouponsPath } from '../../../../domain/first-screen';
import { type FirstAnswer, useLiveRead } from '../../../reads/live-read';

const firstCoupons = (answer: FirstAnswer, storeId: number) => {
  const first = answer<{ coupons: CouponRow[] } | CouponRow[]>(storeCouponsPath(storeId));
  return first && (Array.isArray(first) ? first : first.coupons);
};

/** The store's coupons; on a server-rendered store page, the server's list until the local copy has them. */
export function useStoreCoupons(storeId: number) {
  return useLiveRead(
    async (answer) => {
      const rows = await db.coupons.where({ storeId }).toArray();
      // An empty local list is the device not having them yet while the server's list stands in.
      return rows.length > 0 || !firstCoupons(answer, storeId) ? rows : undefined;
    },
    [storeId],
    { first: (answer) => firstCoupons(answer, storeId) },
  );
}
