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
function onFirstUse<Module, Args extends unknown[], Result>(
  load: () => Promise<Module>,
  pick: (loaded: Module) => (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => pick(await load())(...args);
}

const mutations = () => import('../../../../data/mutations');
const sync = () => import('../../../../data/sync');

export const addToWishlist = onFirstUse(mutations, (m) => m.addToWishlist);
export const removeFromWishlist = onFirstUse(mutations, (m) => m.removeFromWishlist);
export const followStore = onFirstUse(mutations, (m) => m.followStore);
export const unfollowStore = onFirstUse(mutations, (m) => m.unfollowStore);
export const createReservation = onFirstUse(mutations, (m) => m.createReservation);
export const cancelReservation = onFirstUse(mutations, (m) => m.cancelReservation);
export const clearCancelledReservations = onFirstUse(mutations, (m) => m.clearCancelledReservations);
export const redeemCoupon = onFirstUse(mutations, (m) => m.redeemCoupon);
export const markNotificationRead = onFirstUse(mutations, (m) => m.markNotificationRead);
export const markAllNotificationsRead = onFirstUse(mutations, (m) => m.markAllNotificationsRead);
export const deleteNotification = onFirstUse(mutations, (m) => m.deleteNotification);
export const refreshCollection = onFirstUse(sync, (m) => m.refresh);
/** Stores near the shopper: the store list is stale after 1 minute there (spec 000 §9). */
export const refreshNearbyStores = onFirstUse(
  sync,
  (m) => () => m.refreshIfStale('stores', STALE_TIME_MS.nearbyStores),
);
export const syncStore = onFirstUse(sync, (m) => m.syncStore);
export const syncStoreCoupons = onFirstUse(sync, (m) => m.syncStoreCoupons);
export const syncProduct = onFirstUse(sync, (m) => m.syncProduct);
export const syncProductsPage = onFirstUse(sync, (m) => m.syncProductsPage);
export const recordRecentlyViewed = onFirstUse(
  () => import('../../../../data/sync/recently-viewed'),
  (m) => m.recordRecentlyViewed,
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
