import { db } from '../../../../data/db';
import { useLiveRead } from '../../../reads/live-read';

export function useWishlist() {
  return useLiveRead(async () => {
    const rows = await db.wishlist.orderBy('createdAt').reverse().toArray();
    const products = await db.products.bulkGet(rows.map((r) => r.productId));
    return rows.map((row, i) => ({ row, product: products[i] ?? null }));
  }, []);
}

export function useReservations() {
  return useLiveRead(async () => {
    const rows = await db.reservations.toArray();
    const products = await db.products.bulkGet(rows.map((r) => r.productId));
    return rows
      .map((row, i) => ({ row, product: products[i] ?? null }))
      .sort((a, b) => b.row.createdAt.localeCompare(a.row.createdAt));
  }, []);
}
