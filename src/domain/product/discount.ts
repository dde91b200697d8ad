/**
 * The discount a product page shows. No schemas here: the shopper's product page hydrates without the
 * validation library (zod), which the seller's forms and the server need (./value-objects/discount-percentage).
 */

/** Percentage off the price, two decimals; 0 when there is no discount. */
export function discountPercentageOf(price: number, discountedPrice: number | null): number {
  if (discountedPrice === null || price <= 0 || discountedPrice >= price) return 0;
  return Math.round(((price - discountedPrice) / price) * 10_000) / 100;
}
