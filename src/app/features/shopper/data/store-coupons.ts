import { type CouponRow, db } from '../../../../data/db';
import { storeCouponsPath } from '../../../../domain/first-screen';
import { useFirstAnswer, useLiveRead } from '../../../reads/live-read';

/** The store's coupons; on a server-rendered store page, the server's list until the local copy has them. */
export function useStoreCoupons(storeId: number) {
  const first = useFirstAnswer<{ coupons: CouponRow[] } | CouponRow[]>(storeCouponsPath(storeId));
  const firstCoupons = first && (Array.isArray(first) ? first : first.coupons);
  const hasFirst = firstCoupons !== undefined;
  return useLiveRead(
    async () => {
      const rows = await db.coupons.where({ storeId }).toArray();
      // An empty local list is the device not having them yet while the server's list stands in.
      return rows.length > 0 || !hasFirst ? rows : undefined;
    },
    [storeId, hasFirst],
    firstCoupons,
  );
}
