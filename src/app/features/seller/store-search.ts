/** `?storeId=` of the seller screens that work on one store (add product, location). */
export function storeSearch(search: Record<string, unknown>): { storeId?: number } {
  const n = Number(search.storeId);
  return Number.isInteger(n) && n > 0 ? { storeId: n } : {};
}
