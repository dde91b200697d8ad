/**
 * When each collection is pulled (pure; spec 000 §9). A collection with `pollMs` is refreshed by the ticker
 * when that old; every collection is refreshed on start, `online` and visibility when older than `staleMs`, and
 * on every opening of the live socket whatever its age.
 * Retries follow §9 (1 for auth, 2 for profile/reservations/wishlist, 3 otherwise; never on a 4xx).
 */
import { POLLING, QUERY_RETRIES, STALE_TIME_MS } from '../../domain/constants';

export const COLLECTIONS = [
  'catalogue',
  'categories',
  'highlights',
  'banners',
  'promotions',
  'stores',
  'me',
  'wishlist',
  'reservations',
  'favoriteStores',
  'notifications',
  'coupons',
  'redemptionCodes',
  'sellerCatalogue',
] as const;
export type Collection = (typeof COLLECTIONS)[number];

export interface CollectionPolicy {
  staleMs: number;
  pollMs?: number;
  retries: number;
  audience: 'everyone' | 'user' | 'seller';
}

const { default: DEFAULT_STALE } = STALE_TIME_MS;

export const POLICIES: Record<Collection, CollectionPolicy> = {
  catalogue: { staleMs: DEFAULT_STALE, retries: QUERY_RETRIES.default, audience: 'everyone' },
  categories: { staleMs: STALE_TIME_MS.categories, retries: QUERY_RETRIES.default, audience: 'everyone' },
  highlights: { staleMs: STALE_TIME_MS.highlights, retries: QUERY_RETRIES.default, audience: 'everyone' },
  banners: { staleMs: STALE_TIME_MS.highlights, retries: QUERY_RETRIES.default, audience: 'everyone' },
  promotions: { staleMs: DEFAULT_STALE, retries: QUERY_RETRIES.default, audience: 'everyone' },
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
  // The seller's stores and products (issue 11): spec 000 §9 gives "seller" a staleness of 0.
  sellerCatalogue: {
    staleMs: STALE_TIME_MS.seller,
    pollMs: DEFAULT_STALE,
    retries: QUERY_RETRIES.default,
    audience: 'seller',
  },
};

export type Trigger = 'start' | 'connected' | 'online' | 'visible' | 'tick';

export interface PolicyContext {
  now: number;
  fetchedAt: Partial<Record<Collection, number>>;
  signedIn: boolean;
  seller: boolean;
  visible: boolean;
  online: boolean;
}

/** Collections to pull now for this trigger. Nothing while hidden or offline (polling pauses). */
export function dueCollections(trigger: Trigger, ctx: PolicyContext): Collection[] {
  if (!ctx.visible || !ctx.online) return [];
  return COLLECTIONS.filter((name) => {
    const policy = POLICIES[name];
    if (policy.audience === 'user' && !ctx.signedIn) return false;
    if (policy.audience === 'seller' && !ctx.seller) return false;
    const age = ctx.now - (ctx.fetchedAt[name] ?? Number.NEGATIVE_INFINITY);
    if (trigger === 'tick') return policy.pollMs !== undefined && age >= policy.pollMs;
    // On start and when the live socket opens (it pushes only what changes while it listens), everything.
    if (trigger === 'start' || trigger === 'connected') return true;
    return age >= policy.staleMs;
  });
}
