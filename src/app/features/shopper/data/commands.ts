/**
 * The shopper area's commands: every write a shopper screen makes, and the online-only reads, typed by the
 * data layer and the domain. Screens (.tsx) import these, never src/data (a lint rule, tests/unit/boundaries).
 */
import type * as Mutations from '../../../../data/mutations';

export type { PromotionRow, ReservationRow } from '../../../../data/db';

/**
 * The writes load the mutation layer (every handler, and the seller's validation schemas with zod) on their
 * first use, not with the page: a product or store page hydrates without it, and the first tap waits for one
 * module the service worker has cached. The command runs once it has loaded, so no tap is lost.
 */
const mutations = () => import('../../../../data/mutations');

function onFirstUse<Args extends unknown[], Result>(
  pick: (loaded: typeof Mutations) => (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => pick(await mutations())(...args);
}

export const addToWishlist = onFirstUse((m) => m.addToWishlist);
export const removeFromWishlist = onFirstUse((m) => m.removeFromWishlist);
export const followStore = onFirstUse((m) => m.followStore);
export const unfollowStore = onFirstUse((m) => m.unfollowStore);
export const createReservation = onFirstUse((m) => m.createReservation);
export const cancelReservation = onFirstUse((m) => m.cancelReservation);
export const clearCancelledReservations = onFirstUse((m) => m.clearCancelledReservations);
export const redeemCoupon = onFirstUse((m) => m.redeemCoupon);
export const markNotificationRead = onFirstUse((m) => m.markNotificationRead);
export const markAllNotificationsRead = onFirstUse((m) => m.markAllNotificationsRead);
export const deleteNotification = onFirstUse((m) => m.deleteNotification);
export {
  clearPushDiagnostics,
  disablePush,
  enablePush,
  getPushState,
  type PushState,
  sendTestPush,
} from '../../../../data/push';
export { whenWorkerActive } from '../../../../data/service-worker';
export { refresh as refreshCollection, syncStore } from '../../../../data/sync';
export { recordRecentlyViewed } from '../../../../data/sync/recently-viewed';
