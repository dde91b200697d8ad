import type { Category } from '../categories';
import { PRODUCT_LIMITS } from './limits';
import { roundToCents } from './value-objects/money';

// The rules a product page needs live where it can load them without zod; kept importable from here.
export { effectivePriceOf, isDiscounted } from './discount';

export type PriceCompetitiveness = 'low' | 'competitive' | 'high';

/** Price against the market reference (e.g. the average of the category): ≤ 0.8 low, ≥ 1.2 high. */
export function priceCompetitiveness(price: number, referencePrice: number): PriceCompetitiveness {
  if (referencePrice <= 0) return 'competitive';
  const ratio = price / referencePrice;
  if (ratio <= 0.8) return 'low';
  if (ratio >= 1.2) return 'high';
  return 'competitive';
}

/**
 * Multiplier applied to the market reference per category. 1 (the default) means "price at the market";
 * perishables sit slightly below (they must sell today), crafted goods slightly above.
 */
export const CATEGORY_PRICE_MULTIPLIERS: Record<Category, number> = {
  comida: 0.95,
  bebida: 1,
  roupa: 1.1,
  acessorio: 1.1,
  decoracao: 1.15,
  eletronico: 1.05,
  livro: 0.9,
  jogo: 1,
  esporte: 1,
  beleza: 1.05,
  casa: 1,
  jardim: 0.95,
  outros: 1,
};

export const PRICE_SUGGESTION = {
  defaultMultiplier: 1,
  /** The suggestion never goes below 70 % of the seller's current price in one step... */
  floor: 0.7,
  /** ...nor above 150 % of it: big jumps scare regular customers. */
  ceiling: 1.5,
} as const;

/** Suggested price = reference × category multiplier, kept within [0.7, 1.5] × current price and price limits. */
export function suggestPrice(category: Category, currentPrice: number, referencePrice: number): number {
  const multiplier = CATEGORY_PRICE_MULTIPLIERS[category] ?? PRICE_SUGGESTION.defaultMultiplier;
  const target = referencePrice * multiplier;
  const bounded = Math.min(
    Math.max(target, currentPrice * PRICE_SUGGESTION.floor),
    currentPrice * PRICE_SUGGESTION.ceiling,
  );
  return roundToCents(Math.min(Math.max(bounded, PRODUCT_LIMITS.priceMin), PRODUCT_LIMITS.priceMax));
}
