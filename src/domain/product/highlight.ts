import { differenceInMilliseconds } from 'date-fns';
import { TIME } from '../constants';
import type { ProductFacts } from './calculations';
import { PRODUCT_LIMITS } from './limits';
import { isForSale } from './status';
import { wordCount } from './value-objects/description';
import { discountPercentageOf } from './value-objects/discount-percentage';

/** Price penalty: 1 point per full R$ 50 above R$ 500, at most 30 (R$ 2.000 and up). */
export function pricePenalty(price: number): number {
  if (price <= 500) return 0;
  return Math.min(30, Math.floor((price - 500) / 50));
}

/** Highlight priority score of spec 001 §9. `now` is injected so scores are reproducible. */
export function highlightScore(product: ProductFacts, now: Date): number {
  let score = 0;
  if (isForSale(product.status, product.stock)) score += 100;
  const discount = discountPercentageOf(product.price.amount, product.discountedPrice?.amount ?? null);
  score += Math.min(50, discount * 2);
  if (product.images.length > 0) score += 30;
  if (product.images.length > 3) score += 10;
  if (product.description && product.description.trim() !== '') score += 20;
  if (wordCount(product.description) > 20) score += 10;
  score -= pricePenalty(product.price.amount);
  const age = differenceInMilliseconds(now, new Date(product.createdAt));
  if (age >= 0 && age <= 30 * TIME.DAY) score += 15;
  return score;
}

/** One collator for every comparison: `localeCompare` with options builds a new one each call. */
const numericAware = new Intl.Collator('en', { numeric: true }).compare;
const DIGITS = /^\d+$/;

/** Ids in numeric order: the server's (digits only) by length then text, without the collator's cost. */
function compareIds(a: string, b: string): number {
  if (DIGITS.test(a) && DIGITS.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  return numericAware(a, b);
}

function byScoreThenId(a: { score: number; id: string }, b: { score: number; id: string }): number {
  return b.score - a.score || compareIds(a.id, b.id);
}

/** A product the selection chose, with the score it was ranked by. */
export interface RankedHighlight<T> {
  product: T;
  score: number;
}

interface HighlightOptions {
  maxPerStore?: number;
  perCategoryFirst?: number;
}

/**
 * Picks the highlights of each store, each with the score it was ranked by. Only products for sale qualify.
 * Pass 1 takes the two best of every category (variety on the home page); pass 2 fills the free slots, up to
 * 10 per store, with the best remaining products regardless of category. Order: score desc, ties by id asc
 * (numeric-aware) — deterministic.
 */
export function rankHighlights<T extends ProductFacts>(
  products: readonly T[],
  now: Date,
  options: HighlightOptions = {},
): RankedHighlight<T>[] {
  const maxPerStore = options.maxPerStore ?? PRODUCT_LIMITS.highlightsPerStoreMax;
  const perCategory = options.perCategoryFirst ?? PRODUCT_LIMITS.highlightsPerCategoryFirstPass;
  const ranked = products
    .filter((p) => isForSale(p.status, p.stock))
    .map((product) => ({ product, id: product.id, score: highlightScore(product, now) }))
    .sort(byScoreThenId);
  const stores = new Map<number, typeof ranked>();
  for (const entry of ranked) {
    const forStore = stores.get(entry.product.storeId);
    if (forStore) forStore.push(entry);
    else stores.set(entry.product.storeId, [entry]);
  }
  const selected: typeof ranked = [];
  for (const entries of stores.values()) {
    const chosen = new Set<(typeof ranked)[number]>();
    const perCat = new Map<string, number>();
    for (const entry of entries) {
      const used = perCat.get(entry.product.category) ?? 0;
      if (chosen.size < maxPerStore && used < perCategory) {
        chosen.add(entry);
        perCat.set(entry.product.category, used + 1);
      }
    }
    for (const entry of entries) if (chosen.size < maxPerStore) chosen.add(entry);
    selected.push(...chosen);
  }
  return selected.sort(byScoreThenId).map(({ product, score }) => ({ product, score }));
}
