/**
 * The seller's coupons (spec 000 §2, §5, §8): read from this device (./records.ts), and the writes (create,
 * edit, activate/deactivate, delete), queued like products' (src/data/mutations/seller-records.ts).
 */

import { useEffect } from 'react';
import type { PendingMutationRow } from '../../../../data/db';
import { couponWrites, subscribeSettlements, type WriteOptions } from '../../../../data/mutations';
import { requestParsed } from '../../../../data/typed-request';
import { type CouponRedemptionHistory, couponRedemptionHistorySchema } from '../../../../domain/api/coupons';
import type { SellerCouponWire } from '../../../../domain/api/seller';
import type { CouponPayload } from '../../../../domain/coupon';
import { useOnlineRead } from '../../../reads/online-read';
import { useRecord, useRecordList } from './records';

export type { CouponRedemptionHistory, SellerCouponWire };

/** As the server lists them: the newest first. */
const newestFirst = (a: SellerCouponWire, b: SellerCouponWire) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/** The seller's coupons; one whose delete is queued is already gone. */
export const useSellerCoupons = () => useRecordList('sellerCoupons', newestFirst);

export const useSellerCoupon = (id: number) => useRecord('sellerCoupons', id);

/** The coupon's redemptions, who validated each and the validations that lost: what only the server knows. */
export const useCouponRedemptions = (id: number) =>
  useOnlineRead(`/api/seller/coupons/${id}/redemptions`, (path) =>
    requestParsed(couponRedemptionHistorySchema, path),
  );

let lastTempId = 0;
/** Negative ids never collide with the server's; unique on this device. */
export function temporaryId(): number {
  lastTempId = Math.min(lastTempId - 1, -Date.now());
  return lastTempId;
}

/**
 * Creates the coupon on this device at once (pending, with a temporary id) and queues the POST; offline too.
 * A refusal (code taken in this store…) takes it back, kept with the server's reason for the seller to fix
 * (`replaces` names it when the corrected form is sent).
 */
export async function createCoupon(
  store: { id: number; name: string },
  payload: CouponPayload,
  options?: WriteOptions,
): Promise<PendingMutationRow> {
  const now = new Date().toISOString();
  const row: SellerCouponWire = {
    ...payload,
    id: temporaryId(),
    storeId: store.id,
    storeName: store.name,
    store: { id: store.id, name: store.name },
    minimumPurchase: payload.minimumPurchase ?? null,
    maxUsageCount: payload.maxUsageCount ?? null,
    usageCount: 0,
    isActive: payload.isActive ?? true,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  return couponWrites.create({ row, body: { storeId: store.id, ...payload } }, options);
}

const COUPON_NOT_SENT = 'Aguarde o envio do cupom antes de alterá-lo.';

/** Saves an edit over the version the seller saw (queued; a refusal, a newer version elsewhere, is kept). */
export async function updateCoupon(
  current: SellerCouponWire,
  body: CouponPayload | { isActive: boolean },
): Promise<PendingMutationRow> {
  if (current.id < 0) throw new Error(COUPON_NOT_SENT);
  const next = { ...current, ...body, updatedAt: new Date().toISOString() } as SellerCouponWire;
  return couponWrites.update({ current, next, body: { ...body } });
}

/** Activate / deactivate: sends only { isActive } (spec 000 §4). */
export const setCouponActive = (current: SellerCouponWire, isActive: boolean) =>
  updateCoupon(current, { isActive });

/** The seller's refused change sent again over the current version (it settles the refusal). */
export const reapplyCoupon = (current: SellerCouponWire, refused: { body?: unknown }) =>
  updateCoupon(current, refused.body as CouponPayload);

/** Gone from this device at once and queued (offline too); a refusal brings it back with the reason. */
export async function deleteCoupon(current: SellerCouponWire): Promise<PendingMutationRow> {
  if (current.id < 0) throw new Error(COUPON_NOT_SENT);
  return couponWrites.remove({ current });
}

/** Reads the screen's record again once a queued write of it is settled (a conflict brings the current one). */
export function useRefreshOnSettled(refresh: () => void): void {
  useEffect(() => subscribeSettlements(() => refresh()), [refresh]);
}
