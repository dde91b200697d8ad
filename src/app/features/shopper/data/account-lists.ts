import { useLocalQuery } from '../../../ui/use-local-query';

export function useWishlist() {
  return useLocalQuery(async (db) => {
    const rows = await db.wishlist.orderBy('createdAt').reverse().toArray();
    const products = await db.products.bulkGet(rows.map((r) => r.productId));
    return rows.map((row, i) => ({ row, product: products[i] ?? null }));
  }, []);
}

export function useReservations() {
  return useLocalQuery(async (db) => {
    const rows = await db.reservations.toArray();
    const products = await db.products.bulkGet(rows.map((r) => r.productId));
    return rows
      .map((row, i) => ({ row, product: products[i] ?? null }))
      .sort((a, b) => b.row.createdAt.localeCompare(a.row.createdAt));
  }, []);
}
