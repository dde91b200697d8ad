/**
 * The `reach` of a change (events.ts), from the rows a write had in hand before and after it: the domain's
 * visibility rule decides, so the socket fan-out hides exactly what the public queries hide. `null` stands for
 * "no such row" (before a creation, after a deletion).
 */
import { isPublic, type VisibilityFacts } from '../../src/domain/visibility';
import type { Reach } from './events';

type Store = VisibilityFacts['store'] & { ownerId: number };
type Product = VisibilityFacts['product'];
type Promotion = VisibilityFacts['promotion'];
type Coupon = VisibilityFacts['coupon'];

export function storeReach(before: Store | null, after: Store | null): Reach {
  const owner = after ?? before;
  return {
    ownerId: owner?.ownerId ?? 0,
    wasPublic: before !== null && isPublic('store', { store: before }),
    public: after !== null && isPublic('store', { store: after }),
  };
}

/** A product's change inside one store (a store's own change goes through `storeReach`). */
export function productReach(store: Store, before: Product | null, after: Product | null): Reach {
  const visible = (product: Product | null) => product !== null && isPublic('product', { product, store });
  return { ownerId: store.ownerId, wasPublic: visible(before), public: visible(after) };
}

interface PromotionState {
  promotion: Promotion;
  product: Product;
  store: Store;
}

/** Public means running now: a promotion that starts later reaches shoppers when their apps next read. */
export function promotionReach(
  before: PromotionState | null,
  after: PromotionState | null,
  now = new Date(),
): Reach {
  const visible = (state: PromotionState | null) => state !== null && isPublic('promotion', state, now);
  const owner = (after ?? before)?.store.ownerId ?? 0;
  return { ownerId: owner, wasPublic: visible(before), public: visible(after) };
}

export function couponReach(store: Store, before: Coupon | null, after: Coupon | null): Reach {
  const visible = (coupon: Coupon | null) => coupon !== null && isPublic('coupon', { coupon, store });
  return { ownerId: store.ownerId, wasPublic: visible(before), public: visible(after) };
}
