/**
 * What shoppers may see, written once, as data: each part (a store, a product, a promotion, a coupon) has its
 * conditions on its own fields, and a thing is public when its own conditions and those of what holds it all
 * hold (a product needs its store; a promotion its product and store). The app evaluates the conditions here
 * (`isPublic`); the server turns the same list into SQL (server/services/catalogue/visibility.ts), so a query,
 * an alert and a socket filter cannot disagree about what is public. Anything else goes only to its owner.
 */
import { PUBLIC_PRODUCT_STATUSES } from './product/status';

/** A point in time as the two sides hold it: a Date (rows), an ISO string (wire, Dexie) or epoch ms. */
export type Moment = Date | string | number;

/** The fields each part's conditions read. */
export interface VisibilityFacts {
  store: { isActive: boolean; suspendedAt: Moment | null };
  product: { status: string };
  promotion: { isActive: boolean; startsAt: Moment; endsAt: Moment };
  coupon: { isActive: boolean };
}
export type VisibilityPart = keyof VisibilityFacts;

/**
 * One condition on one field: `true` (the flag is set), `unset` (null: e.g. no suspension), `one-of` (a
 * listed value), `reached` (the time is now or past) and `ahead` (the time is still to come).
 */
export type VisibilityCondition<F extends string = string> =
  | { field: F; is: 'true' }
  | { field: F; is: 'unset' }
  | { field: F; is: 'one-of'; values: readonly string[] }
  | { field: F; is: 'reached' }
  | { field: F; is: 'ahead' };

type Rules = {
  readonly [P in VisibilityPart]: readonly VisibilityCondition<keyof VisibilityFacts[P] & string>[];
};

/**
 * A store is public while active and not suspended; a product in a public status (ACTIVE, OUT_OF_STOCK); a
 * promotion while switched on and between its start (included) and its end (excluded); a coupon while switched
 * on. A coupon's dates decide whether it can be used, not whether it is listed: the shopper's list shows the
 * coming ones and, as "Expirado", the ones that just ended.
 */
export const VISIBILITY_RULES = {
  store: [
    { field: 'isActive', is: 'true' },
    { field: 'suspendedAt', is: 'unset' },
  ],
  product: [{ field: 'status', is: 'one-of', values: PUBLIC_PRODUCT_STATUSES }],
  promotion: [
    { field: 'isActive', is: 'true' },
    { field: 'startsAt', is: 'reached' },
    { field: 'endsAt', is: 'ahead' },
  ],
  coupon: [{ field: 'isActive', is: 'true' }],
} as const satisfies Rules;

/** The parts whose conditions make each kind of thing public: itself and what holds it. */
export const VISIBILITY_NEEDS = {
  store: ['store'],
  product: ['product', 'store'],
  promotion: ['promotion', 'product', 'store'],
  coupon: ['coupon', 'store'],
} as const satisfies { readonly [P in VisibilityPart]: readonly VisibilityPart[] };

export type VisibilityKind = keyof typeof VISIBILITY_NEEDS;
/** The facts `isPublic` needs for one kind: e.g. `{ product, store }` for a product. */
export type PublicFacts<K extends VisibilityKind> = {
  [P in (typeof VISIBILITY_NEEDS)[K][number]]: VisibilityFacts[P];
};

const millis = (moment: Moment): number =>
  moment instanceof Date ? moment.getTime() : typeof moment === 'number' ? moment : Date.parse(moment);

function holds(condition: VisibilityCondition, value: unknown, now: number): boolean {
  switch (condition.is) {
    case 'true':
      return value === true;
    case 'unset':
      return value === null || value === undefined;
    case 'one-of':
      return typeof value === 'string' && condition.values.includes(value);
    case 'reached':
      return millis(value as Moment) <= now;
    case 'ahead':
      return millis(value as Moment) > now;
  }
}

function partHolds(part: VisibilityPart, facts: object, at: number): boolean {
  const conditions: readonly VisibilityCondition[] = VISIBILITY_RULES[part];
  return conditions.every((c) => holds(c, (facts as Record<string, unknown>)[c.field], at));
}

/** Whether one part meets its own conditions at `now` (a promotion running, a store open to the public). */
export function meetsRules<P extends VisibilityPart>(
  part: P,
  facts: VisibilityFacts[P],
  now: Moment = Date.now(),
): boolean {
  return partHolds(part, facts, millis(now));
}

/** Whether shoppers may see the thing at `now`: its own conditions and those of every part holding it. */
export function isPublic<K extends VisibilityKind>(
  kind: K,
  facts: PublicFacts<K>,
  now: Moment = Date.now(),
): boolean {
  const at = millis(now);
  const parts: readonly VisibilityPart[] = VISIBILITY_NEEDS[kind];
  const byPart = facts as Partial<Record<VisibilityPart, object>>;
  return parts.every((part) => partHolds(part, byPart[part] ?? {}, at));
}

/** A promotion running now, by its own dates and switch (the list it comes from already holds public ones). */
export const isRunningPromotion = (promotion: VisibilityFacts['promotion'], now: Moment = Date.now()) =>
  meetsRules('promotion', promotion, now);
