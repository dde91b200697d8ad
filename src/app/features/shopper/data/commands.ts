/**
 * The shopper area's commands: every write a shopper screen makes, and the online-only reads, typed by the
 * data layer and the domain. Screens (.tsx) import these, never src/data (a lint rule, tests/unit/boundaries).
 */
export {
  checkProximity,
  fetchProximityPreferences,
  saveProximityPreferences,
} from '../../../../data/account-reads';
export type { PromotionRow, ReservationRow } from '../../../../data/db';
export {
  cancelReservation,
  clearCancelledReservations,
  createReservation,
  deleteNotification,
  followStore,
  markAllNotificationsRead,
  markNotificationRead,
  redeemCoupon,
  removeFromWishlist,
  unfollowStore,
} from '../../../../data/mutations';
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
