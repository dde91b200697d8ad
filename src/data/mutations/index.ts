/** Every write the UI can make; importing this module registers all handlers the outcome applier needs. */
export type { MutationSettlement } from './define';
export { subscribeSettlements } from './define';
export { applyOutcomes, pumpMutations, tellWaiting, type WriteOptions } from './engine';
export { followStore, unfollowStore } from './favorite-stores';
export {
  discardLocalPhoto,
  keepPhotoOnDevice,
  localPhotoId,
  readLocalPhoto,
  uploadImageBlob,
} from './local-photos';
export { deleteNotification, markAllNotificationsRead, markNotificationRead } from './notifications';
export { REDEEM_QUEUED, type Redemption, redeemCoupon } from './redeem-coupon';
export { discardRefusal } from './refused';
export {
  CANCEL_UNSENT,
  cancelReservation,
  clearCancelledReservations,
  createReservation,
} from './reservations';
export {
  changeSellerProduct,
  createSellerProduct,
  deleteSellerProduct,
  type ProductChangeInput,
  type ProductCreateInput,
} from './seller-products';
export { couponWrites, promotionWrites } from './seller-records';
export {
  changeSellerStore,
  createSellerStore,
  deleteSellerStore,
  type StoreChangeInput,
  type StoreCreateInput,
} from './seller-stores';
export type { MutationKind, MutationTarget } from './targets';
export { OFFLINE_VALIDATED, type ValidationResult, validateRedemptionCode } from './validate-redemption';
export { awaitVerdict, type Verdict } from './verdict';
export { addToWishlist, removeFromWishlist } from './wishlist';
export { type PendingState, type RecordWrites, readRecordWrites, readRefusal } from './write-states';
