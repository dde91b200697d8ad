/**
 * The price and discount a product page shows. No schemas here: the shopper's product page hydrates without
 * the validation library (zod), which the seller's forms and the server need (./value-objects/).
 */
import { PRODUCT_LIMITS } from './limits';

/** Percentage off the price, two decimals; 0 when there is no discount. */
export function discountPercentageOf(price: number, discountedPrice: number | null): number {
  if (discountedPrice === null || price <= 0 || discountedPrice >= price) return 0;
  return Math.round(((price - discountedPrice) / price) * 10_000) / 100;
}

/**
 * The price a shopper pays: the discounted price when there is one, else the price. A discounted price is
 * always below the price (a product invariant), so the server's SQL `coalesce(discounted_price, price)` is
 * the same rule. Works on plain numbers and on Money.
 */
export function effectivePriceOf<T>(p: { price: T; discountedPrice: T | null }): T {
  return p.discountedPrice ?? p.price;
}

/** A real discount: a discounted price below the price (what the "em promoção" filter lists). */
export function isDiscounted<P extends { price: number; discountedPrice: number | null }>(
  p: P,
): p is P & { discountedPrice: number } {
  return p.discountedPrice !== null && p.discountedPrice < p.price;
}

/**
 * Spec 001 §9: a discount of 5 % or more is significant, the only kind a shopper is shown as an offer
 * ("Oferta", "-N%"); a smaller one still lowers the price paid, and the seller is warned it goes unnoticed
 * (LOW_DISCOUNT_WARNING).
 */
export function isSignificantDiscount(discountPercentage: number): boolean {
  return discountPercentage >= PRODUCT_LIMITS.significantDiscountPercent;
}
