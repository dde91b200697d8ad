/**
 * When each collection is pulled (pure; spec 000 §9). A collection with `pollMs` is refreshed by the ticker
 * when that old; every collection is refreshed on start, `online` and visibility when older than `staleMs`, and
 * on every opening of the live socket whatever its age. The background prefetches (categories, highlights,
 * banners, the flash count) are pulled again at the prefetch moment (3 s or the first interaction) when stale;
 * the flash count waits for it, since no first screen shows it. While no live socket pushes catalogue changes
 * (anonymous, or the socket fell back to polling), the public collections are polled at their staleness.
 * Retries follow §9 (1 for auth, 2 for profile/reservations/wishlist, 3 otherwise; never on a 4xx).
 */
import { POLLING, QUERY_RETRIES, STALE_TIME_MS } from '../../domain/constants';

export const COLLECTIONS = [
  'catalogue',
  'categories',
  'highlights',
  'banners',
  'promotions',
  'flashCount',
  'stores',
  'me',
  'wishlist',
  'reservations',
  'favoriteStores',
  'notifications',
  'coupons',
  'redemptionCodes',
  'redemptions',
  'sellerCatalogue',
  'sellerRecords',
  'featureFlags',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

export interface CollectionPolicy {
  staleMs: number;
  pollMs?: number;
  retries: number;
  audience: 'everyone' | 'user' | 'seller';
  /** A background prefetch of spec 000 §7: 'also' at start (a first screen shows it), 'only' not before. */
  prefetch?: 'also' | 'only';
}

const { default: DEFAULT_STALE } = STALE_TIME_MS;

export const POLICIES: Record<Collection, CollectionPolicy> = {
  catalogue: { staleMs: DEFAULT_STALE, retries: QUERY_RETRIES.default, audience: 'everyone' },
  categories: {
    staleMs: STALE_TIME_MS.categories,
    retries: QUERY_RETRIES.default,
    audience: 'everyone',
    prefetch: 'also',
  },
  highlights: {
    staleMs: STALE_TIME_MS.highlights,
    retries: QUERY_RETRIES.default,
    audience: 'everyone',
    prefetch: 'also',
  },
  banners: {
    staleMs: STALE_TIME_MS.highlights,
    retries: QUERY_RETRIES.default,
    audience: 'everyone',
    prefetch: 'also',
  },
  promotions: { staleMs: DEFAULT_STALE, retries: QUERY_RETRIES.default, audience: 'everyone' },
  flashCount: {
    staleMs: DEFAULT_STALE,
    retries: QUERY_RETRIES.default,
    audience: 'everyone',
    prefetch: 'only',
  },
  stores: { staleMs: STALE_TIME_MS.stores, retries: QUERY_RETRIES.default, audience: 'everyone' },
  coupons: { staleMs: DEFAULT_STALE, retries: QUERY_RETRIES.default, audience: 'everyone' },
  me: {
    staleMs: POLLING.userDataStaleMs,
    pollMs: POLLING.userDataMs,
    retries: QUERY_RETRIES.profile,
    audience: 'user',
  },
  reservations: {
    staleMs: POLLING.reservationsStaleMs,
    pollMs: POLLING.reservationsMs,
    retries: QUERY_RETRIES.reservations,
    audience: 'user',
  },
  wishlist: { staleMs: POLLING.wishlistStaleMs, retries: QUERY_RETRIES.wishlist, audience: 'user' },
  favoriteStores: { staleMs: DEFAULT_STALE, retries: QUERY_RETRIES.default, audience: 'user' },
  // The socket delivers notifications live; polling at the user-data pace covers a socket that is down.
  notifications: {
    staleMs: STALE_TIME_MS.notifications,
    pollMs: POLLING.userDataMs,
    retries: QUERY_RETRIES.default,
    audience: 'user',
  },
  redemptionCodes: {
    staleMs: DEFAULT_STALE,
    pollMs: DEFAULT_STALE,
    retries: QUERY_RETRIES.default,
    audience: 'seller',
  },
  // The shopper's own redemptions ("Meus cupons"): the socket says when the stall used one; a slow poll
  // covers a socket that is down.
  redemptions: {
    staleMs: DEFAULT_STALE,
    pollMs: DEFAULT_STALE,
    retries: QUERY_RETRIES.default,
    audience: 'user',
  },
  // Spec 001 §3's flags, evaluated on the device (src/data/feature-flags.ts); configuration staleness.
  featureFlags: {
    staleMs: STALE_TIME_MS.config,
    retries: QUERY_RETRIES.default,
    audience: 'everyone',
    prefetch: 'only',
  },
  // The seller's stores and products: spec 000 §9 gives "seller" a staleness of 0.
  sellerCatalogue: {
    staleMs: STALE_TIME_MS.seller,
    pollMs: DEFAULT_STALE,
    retries: QUERY_RETRIES.default,
    audience: 'seller',
  },
  // Their coupons and promotions, with the same staleness.
  sellerRecords: {
    staleMs: STALE_TIME_MS.seller,
    pollMs: DEFAULT_STALE,
    retries: QUERY_RETRIES.default,
    audience: 'seller',
  },
};

export type Trigger = 'start' | 'connected' | 'online' | 'visible' | 'tick' | 'prefetch';

export interface PolicyContext {
  now: number;
  fetchedAt: Partial<Record<Collection, number>>;
  signedIn: boolean;
  seller: boolean;
  visible: boolean;
  online: boolean;
  /** The live socket is open and pushes catalogue changes. */
  live: boolean;
  /** The prefetch moment has passed (collections that wait for it may be pulled by any trigger). */
  prefetched: boolean;
}

/** Whether a pull made at `fetchedAt` is older than `staleMs` at `now` (never pulled: always). */
export function isStale(fetchedAt: number | undefined, now: number, staleMs: number): boolean {
  return now - (fetchedAt ?? Number.NEGATIVE_INFINITY) >= staleMs;
}

/** Collections to pull now for this trigger. Nothing while hidden or offline (polling pauses). */
export function dueCollections(trigger: Trigger, ctx: PolicyContext): Collection[] {
  if (!ctx.visible || !ctx.online) return [];
  return COLLECTIONS.filter((name) => {
    const policy = POLICIES[name];
    if (policy.audience === 'user' && !ctx.signedIn) return false;
    if (policy.audience === 'seller' && !ctx.seller) return false;
    const fetchedAt = ctx.fetchedAt[name];
    if (policy.prefetch === 'only' && !ctx.prefetched && trigger !== 'prefetch') return false;
    if (trigger === 'prefetch')
      return policy.prefetch !== undefined && isStale(fetchedAt, ctx.now, policy.staleMs);
    if (trigger === 'tick') {
      if (policy.pollMs !== undefined && isStale(fetchedAt, ctx.now, policy.pollMs)) return true;
      // Nothing pushes catalogue changes: the spec's staleness becomes the poll interval.
      return policy.audience === 'everyone' && !ctx.live && isStale(fetchedAt, ctx.now, policy.staleMs);
    }
    // On start and when the live socket opens (it pushes only what changes while it listens), everything.
    if (trigger === 'start' || trigger === 'connected') return true;
    return isStale(fetchedAt, ctx.now, policy.staleMs);
  });
}
