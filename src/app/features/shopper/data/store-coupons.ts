import { useLiveQuery } from 'dexie-react-hooks';
import { type CouponRow, db } from '../../../../data/db';
import { storeCouponsPath } from '../../../../domain/first-screen';
import { useFirstData } from '../../../ssr/first-data';

/** The store's coupons; on a server-rendered store page, the server's list until the local copy has them. */
export function useStoreCoupons(storeId: number) {
  const first = useFirstData<{ coupons: CouponRow[] } | CouponRow[]>(storeCouponsPath(storeId));
  const live = useLiveQuery(() => db.coupons.where({ storeId }).toArray(), [storeId]);
  if ((live && live.length > 0) || !first) return live;
  return Array.isArray(first) ? first : first.coupons;
}
