/**
 * The seller's coupons and promotions on this device: the synced tables `sellerCoupons` / `sellerPromotions`,
 * pulled by the sync engine (`sellerRecords`) and written at once by the seller's queued changes. A screen of
 * them pulls them again as it opens (an online read whose answer lands in those tables) for its loading,
 * offline and error states and its retry; what it shows is the live read of the tables, so it opens offline
 * with what this phone last received plus its own changes still on their way.
 */
import { db, type SellerCouponRow, type SellerPromotionRow } from '../../../../data/db';
import { refresh } from '../../../../data/sync';
import { SELLER_RECORDS_COLLECTION } from '../../../../data/sync/collections';
import { useLiveRead } from '../../../reads/live-read';
import { useOnlineRead } from '../../../reads/online-read';

type RecordTable = 'sellerCoupons' | 'sellerPromotions';
type RowOf<K extends RecordTable> = K extends 'sellerCoupons' ? SellerCouponRow : SellerPromotionRow;

/** What a coupon or promotion screen reads: the rows (undefined until known) and the pull's states. */
export interface RecordRead<T> {
  data: T | undefined;
  error: string | null;
  offline: boolean;
  notFound: boolean;
  refresh: () => void;
}

/** An empty table is "not received yet" until the pull has answered once on this device. */
const received = async () => (await db.syncState.get(SELLER_RECORDS_COLLECTION)) !== undefined;

function useRecordsPull() {
  return useOnlineRead(SELLER_RECORDS_COLLECTION, () => refresh(SELLER_RECORDS_COLLECTION));
}

/** Every row of `table` in `order` (rows not sent yet first, as the server would list them when it has them). */
export function useRecordList<K extends RecordTable>(
  table: K,
  order: (a: RowOf<K>, b: RowOf<K>) => number,
): RecordRead<RowOf<K>[]> {
  const pull = useRecordsPull();
  const data = useLiveRead(async () => {
    const rows = (await db.table<RowOf<K>, number>(table).toArray()).sort(
      (a, b) => Number(b.id < 0) - Number(a.id < 0) || (a.id < 0 ? a.id - b.id : order(a, b)),
    );
    return rows.length > 0 || (await received()) ? rows : undefined;
  }, [table]);
  return { data, error: pull.error, offline: pull.offline, notFound: false, refresh: pull.refresh };
}

/** One row of `table` (id null: none asked); `notFound` once the pull has answered without it. */
export function useRecord<K extends RecordTable>(table: K, id: number | null): RecordRead<RowOf<K>> {
  const pull = useRecordsPull();
  const row = useLiveRead(async () => {
    const found = id === null ? undefined : await db.table<RowOf<K>, number>(table).get(id);
    return found ?? ((await received()) ? null : undefined);
  }, [table, id]);
  return {
    data: row ?? undefined,
    error: row ? null : pull.error,
    offline: pull.offline,
    notFound: row === null && pull.status !== 'loading',
    refresh: pull.refresh,
  };
}
