/**
 * The shopper area's commands: every write a shopper screen makes, and the online-only reads, typed by the
 * data layer and the domain. Screens (.tsx) import these, never src/data (a lint rule, tests/unit/boundaries).
 */

import { STALE_TIME_MS } from '../../../../domain/constants';

export type { PromotionRow, ReservationRow } from '../../../../data/db';

/**
 * The writes and the reads that store what they get load their module (the mutation layer with every handler
 * and the seller's validation schemas, the sync engine, the local database) on first use, not with the page:
 * a product or store page hydrates without them, and the first tap waits for modules the service worker has
 * cached. The command runs once they have loaded, so no tap is lost.
 */
function onFirstUse<Command extends (...args: never[]) => Promise<unknown>>(
  load: () => Promise<Command>,
): (...args: Parameters<Command>) => ReturnType<Command> {
  return (...args) => load().then((command) => command(...args)) as ReturnType<Command>;
}

export const addToWishlist = onFirstUse(() =>
  import('../../../../data/mutations').then((m) => m.addToWishlist),
);
export const removeFromWishlist = onFirstUse(() =>
  import('../../../../data/mutations').then((m) => m.removeFromWishlist),
);
export const followStore = onFirstUse(() => import('../../../../data/mutations').then((m) => m.followStore));
export const unfollowStore = onFirstUse(() =>
  import('../../../../data/mutations').then((m) => m.unfollowStore),
);
export const createReservation = onFirstUse(() =>
  import('../../../../data/mutations').then((m) => m.createReservation),
);
export const cancelReservation = onFirstUse(() =>
  import('../../../../data/mutations').then((m) => m.cancelReservation),
);
export const clearCancelledReservations = onFirstUse(() =>
  import('../../../../data/mutations').then((m) => m.clearCancelledReservations),
);
export const redeemCoupon = onFirstUse(() =>
  import('../../../../data/mutations').then((m) => m.redeemCoupon),
);
export const markNotificationRead = onFirstUse(() =>
  import('../../../../data/mutations').then((m) => m.markNotificationRead),
);
export const markAllNotificationsRead = onFirstUse(() =>
  import('../../../../data/mutations').then((m) => m.markAllNotificationsRead),
);
export const deleteNotification = onFirstUse(() =>
  import('../../../../data/mutations').then((m) => m.deleteNotification),
);
export const refreshCollection = onFirstUse(() => import('../../../../data/sync').then((m) => m.refresh));
/** Stores near the shopper: the store list is stale after 1 minute there (spec 000 §9). */
export const refreshNearbyStores = onFirstUse(() =>
  import('../../../../data/sync').then((m) => () => m.refreshIfStale('stores', STALE_TIME_MS.nearbyStores)),
);
export const syncStore = onFirstUse(() => import('../../../../data/sync').then((m) => m.syncStore));
export const syncStoreCoupons = onFirstUse(() =>
  import('../../../../data/sync').then((m) => m.syncStoreCoupons),
);
export const syncProduct = onFirstUse(() => import('../../../../data/sync').then((m) => m.syncProduct));
export const syncProductsPage = onFirstUse(() =>
  import('../../../../data/sync').then((m) => m.syncProductsPage),
);
export const recordRecentlyViewed = onFirstUse(() =>
  import('../../../../data/sync/recently-viewed').then((m) => m.recordRecentlyViewed),
);
export {
  clearPushDiagnostics,
  disablePush,
  enablePush,
  getPushState,
  type PushState,
  sendTestPush,
} from '../../../../data/push';
export { whenWorkerActive } from '../../../../data/service-worker';
