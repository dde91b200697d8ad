/**
 * What a stock level means, apart from stock.ts and its zod schemas: the shopper's public pages ask whether a
 * product is for sale and hydrate without the validation library.
 */

/** Units in stock; null means unlimited (made to order, produce by weight...). */
export type Stock = number | null;

export function isStockAvailable(stock: Stock): boolean {
  return stock === null || stock > 0;
}
