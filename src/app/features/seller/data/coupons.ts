/**
 * The seller's coupons (spec 000 §2, §5, §8): reads with this device's last answer, and the writes, which go
 * straight to the server (a coupon edit is not queued: the seller sees at once whether the code was taken).
 */
import { z } from 'zod';
import { requestParsed } from '../../../../data/typed-request';
import { storeSchema } from '../../../../domain/api/catalogue';
import { type SellerCouponWire, sellerCouponSchema } from '../../../../domain/api/seller';
import type { CouponPayload } from '../../../../domain/coupon';
import { editSavedList, forgetSellerReads, saveSellerRead, useSellerRead } from './seller-read';

export type { SellerCouponWire };

const couponListSchema = z.array(sellerCouponSchema);
const storeListSchema = z.array(storeSchema);
const LIST = '/api/seller/coupons';
const itemPath = (id: number) => `${LIST}/${id}`;

export const useSellerCoupons = () => useSellerRead(couponListSchema, LIST);
export const useSellerCoupon = (id: number) => useSellerRead(sellerCouponSchema, itemPath(id));
/** The seller's stores (names for filters and the store picker). */
export const useSellerStores = () => useSellerRead(storeListSchema, '/api/seller/stores');

async function saved(coupon: SellerCouponWire): Promise<SellerCouponWire> {
  await saveSellerRead(itemPath(coupon.id), coupon);
  await editSavedList(LIST, { put: coupon });
  return coupon;
}

export async function createCoupon(storeId: number, payload: CouponPayload): Promise<SellerCouponWire> {
  return saved(
    await requestParsed(sellerCouponSchema, LIST, { method: 'POST', body: { storeId, ...payload } }),
  );
}

export async function updateCoupon(id: number, payload: CouponPayload): Promise<SellerCouponWire> {
  return saved(await requestParsed(sellerCouponSchema, itemPath(id), { method: 'PUT', body: payload }));
}

/** Activate / deactivate: sends only { isActive } (spec 000 §4). */
export async function setCouponActive(id: number, isActive: boolean): Promise<SellerCouponWire> {
  return saved(await requestParsed(sellerCouponSchema, itemPath(id), { method: 'PUT', body: { isActive } }));
}

export async function deleteCoupon(id: number): Promise<void> {
  await requestParsed(z.looseObject({ success: z.boolean() }), itemPath(id), { method: 'DELETE' });
  await forgetSellerReads(itemPath(id));
  await editSavedList(LIST, { remove: id });
}
