/**
 * What each mutation kind changes, as data: a kind names one family of targets and the type of its key. The
 * stored `target` string ('wishlist:12') is only an index key derived from it (merge guard, "later action on
 * the same target"); nothing parses it except `parseTargetKey`, the reader of rows written before targets
 * were structured. Seller kinds (products, stores, promotions, coupons with versions) join this map.
 */
export interface MutationTargets {
  'wishlist.add': { family: 'wishlist'; key: number };
  'wishlist.remove': { family: 'wishlist'; key: number };
  'reservation.create': { family: 'reservation'; key: number };
  'reservation.cancel': { family: 'reservation'; key: number };
  'reservation.clearCancelled': { family: 'reservations'; key: 'cancelled' };
  'favoriteStore.follow': { family: 'favoriteStore'; key: number };
  'favoriteStore.unfollow': { family: 'favoriteStore'; key: number };
  'notification.read': { family: 'notification'; key: number };
  'notification.readAll': { family: 'notifications'; key: 'all' };
  'notification.delete': { family: 'notification'; key: number };
  'coupon.redeem': { family: 'coupon'; key: number };
  'redemption.validateOffline': { family: 'redemption'; key: string };
  'sellerProduct.create': { family: 'sellerProduct'; key: number };
  'sellerProduct.update': { family: 'sellerProduct'; key: number };
  'sellerProduct.delete': { family: 'sellerProduct'; key: number };
  'sellerCoupon.create': { family: 'sellerCoupon'; key: number };
  'sellerCoupon.update': { family: 'sellerCoupon'; key: number };
  'sellerCoupon.delete': { family: 'sellerCoupon'; key: number };
  'sellerPromotion.create': { family: 'sellerPromotion'; key: number };
  'sellerPromotion.update': { family: 'sellerPromotion'; key: number };
  'sellerPromotion.delete': { family: 'sellerPromotion'; key: number };
  'sellerStore.create': { family: 'sellerStore'; key: number };
  'sellerStore.update': { family: 'sellerStore'; key: number };
  'sellerStore.delete': { family: 'sellerStore'; key: number };
  /** Sent by the page alone (sign-out-queue.ts), never by the pump or the worker's queue. */
  'session.signOut': { family: 'session'; key: number };
}

export type MutationKind = keyof MutationTargets;
export type MutationTarget = MutationTargets[MutationKind];

/**
 * Format of a queued row. 1 (or no `format` at all): the rows of the first releases, with only the string
 * target (or none, derived from the URL). 2: `format`, `ref` (the structured target) and `expectedVersion`.
 * Readers accept both (`targetOf`), so a row queued by an older release is still replayed.
 */
export const MUTATION_ROW_FORMAT = 2;

/** Families whose key is text even when it looks like a number (validation codes). */
const TEXT_KEYS: ReadonlySet<string> = new Set(['redemption', 'reservations', 'notifications']);

export function targetKey(target: MutationTarget): string {
  return `${target.family}:${target.key}`;
}

/** The one reader of a stored target string ('wishlist:12', 'reservations:cancelled', 'wishlist'). */
export function parseTargetKey(key: string): { family: string; key: string | number | undefined } {
  const at = key.indexOf(':');
  if (at < 0) return { family: key, key: undefined };
  const family = key.slice(0, at);
  const raw = key.slice(at + 1);
  return { family, key: !TEXT_KEYS.has(family) && /^-?\d+$/.test(raw) ? Number(raw) : raw };
}

/** v1 rows had no target: derive it from the URL so the merge guard also protects them. */
export function legacyTarget(row: { kind: string; url: string }): string {
  const id = /\/(-?\d+)(?:\/[a-z-]+)?$/.exec(row.url)?.[1];
  const family = row.kind.split('.')[0] ?? row.kind;
  return id ? `${family}:${id}` : family;
}

/** The structured target of a queued row of any format. */
export function targetOf(row: {
  ref?: MutationTarget;
  target?: string;
  kind: string;
  url: string;
}): MutationTarget {
  if (row.ref) return row.ref;
  return parseTargetKey(row.target ?? legacyTarget(row)) as MutationTarget;
}
