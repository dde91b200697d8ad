import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../../data/db';

export function useStoreCoupons(storeId: number) {
  return useLiveQuery(() => db.coupons.where({ storeId }).toArray(), [storeId]);
}
