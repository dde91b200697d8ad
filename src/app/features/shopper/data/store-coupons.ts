import type { CouponRow } from '../../../../data/db';
import { useFirstData } from '../../../ssr/first-data';
import { storeCouponsPath } from '../../../ssr/first-paths';
import { useLocalQuery } from '../../../ui/use-local-query';

/** The store's coupons; on a server-rendered store page, the server's list until the local copy has them. */
export function useStoreCoupons(storeId: number) {
  const first = useFirstData<{ coupons: CouponRow[] } | CouponRow[]>(storeCouponsPath(storeId));
  const live = useLocalQuery((db) => db.coupons.where({ storeId }).toArray(), [storeId]);
  if ((live && live.length > 0) || !first) return live;
  return Array.isArray(first) ? first : first.coupons;
}
