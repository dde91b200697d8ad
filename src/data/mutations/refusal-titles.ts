/**
 * The title a refused seller write is shown under, by what it did: spec 000 §8's for coupons, spec 001 §8's
 * repository failures for products, the same style for promotions and stores (docs/spec-differences.md).
 */
import { messages } from '../../domain/messages';
import { productFailureMessages } from '../../domain/product/failure-messages';
import type { MutationKind } from './targets';

const coupon = messages.sellerCoupon;
const seller = messages.sellerWrite;

const TITLES: Partial<Record<MutationKind, string>> = {
  'sellerCoupon.create': seller.couponCreateError,
  'sellerCoupon.update': coupon.updateError,
  'sellerCoupon.delete': coupon.deleteError,
  'sellerPromotion.create': seller.promotionCreateError,
  'sellerPromotion.update': seller.promotionUpdateError,
  'sellerPromotion.delete': seller.promotionDeleteError,
  'sellerStore.create': seller.storeCreateError,
  'sellerStore.update': seller.storeUpdateError,
  'sellerStore.delete': seller.storeDeleteError,
  'sellerProduct.create': productFailureMessages.save,
  'sellerProduct.update': productFailureMessages.save,
  'sellerProduct.delete': productFailureMessages.remove,
};

/** A coupon edit that only switches it on or off (spec 000 §4 sends `{ isActive }` alone). */
const isStatusSwitch = (body: unknown) =>
  body !== null && typeof body === 'object' && Object.keys(body).join() === 'isActive';

export function refusalTitle(kind: string, body: unknown): string {
  if (kind === 'sellerCoupon.update' && isStatusSwitch(body)) return coupon.toggleError;
  return TITLES[kind as MutationKind] ?? messages.consumer.errorTitle;
}
