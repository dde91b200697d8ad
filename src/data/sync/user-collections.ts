/**
 * Pulls of the signed-in user's own collections (wishlist, reservations, favourite stores, redemptions;
 * notifications are paged in notifications.ts) and the seller's outstanding redemption codes. Shapes the spec leaves open are
 * read leniently (array or wrapped). Pending local changes survive every pull (apply-pull.ts).
 */
import type { StoreWire } from '../../domain/api/catalogue';
import { shopperRedemptionsSchema } from '../../domain/api/coupons';
import { db, type RedemptionCodeRow, type WishlistRow } from '../db';
import { requestJson } from '../http';
import { reservationFromServer } from '../mutations/reservation-wire';
import { num, str, unwrap } from '../mutations/wire';
import { requestParsed } from '../typed-request';
import { applyPull } from './apply-pull';

export { notificationFromServer, pullNotifications } from './notifications';

export function listOf(body: unknown, ...keys: string[]): unknown[] {
  if (Array.isArray(body)) return body;
  const record = unwrap(body) ?? {};
  for (const key of keys) if (Array.isArray(record[key])) return record[key] as unknown[];
  return [];
}

async function readWishlist(retries: number): Promise<WishlistRow[]> {
  const { data } = await requestJson<unknown>('/api/wishlist', { retries });
  return listOf(data, 'items', 'wishlist', 'data').flatMap((item): WishlistRow[] => {
    const r = unwrap(item);
    const productId = num(r?.productId) ?? num(unwrap(r?.product)?.id);
    if (!r || productId === undefined) return [];
    return [
      {
        productId,
        id: num(r.id),
        userId: num(r.userId),
        createdAt: str(r.createdAt) ?? new Date().toISOString(),
        product: r.product as WishlistRow['product'],
      },
    ];
  });
}

export function pullWishlist(retries: number): Promise<boolean> {
  return applyPull(
    db.wishlist,
    'wishlist',
    () => readWishlist(retries),
    (r) => r.productId,
  );
}

async function readReservations(retries: number) {
  const { data } = await requestJson<unknown>('/api/reservations', { retries });
  return listOf(data, 'reservations', 'data').flatMap((item) => {
    const row = reservationFromServer(item);
    if (!row) return [];
    delete row.pendingMutationId;
    return [row];
  });
}

export function pullReservations(retries: number): Promise<boolean> {
  return applyPull(
    db.reservations,
    'reservation',
    () => readReservations(retries),
    (r) => r.id,
    (_key, targets, serverRow) =>
      // While "clear cancelled" is pending, the server's cancelled rows stay cleared locally.
      targets.some((t) => t.family === 'reservations') && serverRow?.status === 'cancelled',
  );
}

/** The followed stores' ids; the stores themselves go to the catalogue table at once. */
async function readFavoriteStores(retries: number) {
  const { data } = await requestJson<unknown>('/api/favorite-stores', { retries });
  const items = listOf(data, 'stores', 'favoriteStores', 'data');
  const stores: StoreWire[] = [];
  const rows = items.flatMap((item) => {
    const r = unwrap(item);
    const store = unwrap(r?.store) ?? r;
    const storeId = num(r?.storeId) ?? num(store?.id);
    if (storeId === undefined) return [];
    if (store && typeof store.name === 'string' && num(store.id) !== undefined)
      stores.push(store as StoreWire);
    return [{ storeId, createdAt: str(r?.createdAt) ?? new Date().toISOString() }];
  });
  if (stores.length > 0) await db.stores.bulkPut(stores);
  return rows;
}

export function pullFavoriteStores(retries: number): Promise<boolean> {
  return applyPull(
    db.favoriteStores,
    'favoriteStore',
    () => readFavoriteStores(retries),
    (r) => r.storeId,
  );
}

export function redemptionCodeFromServer(item: unknown): RedemptionCodeRow | null {
  const r = unwrap(item);
  const coupon = unwrap(r?.coupon) ?? {};
  const validationCode = str(r?.validationCode);
  if (!r || !validationCode) return null;
  const numberOrNull = (x: unknown) => num(x) ?? null;
  return {
    validationCode,
    couponId: num(r.couponId) ?? num(coupon.id) ?? 0,
    storeId: num(r.storeId) ?? num(coupon.storeId) ?? 0,
    // The outstanding-codes answer names the coupon's code `code` (the success card's shape).
    couponCode: str(r.couponCode) ?? str(coupon.code) ?? str(r.code) ?? '',
    description: str(r.description) ?? str(coupon.description) ?? '',
    discountPercentage: numberOrNull(r.discountPercentage ?? coupon.discountPercentage),
    discountAmount: numberOrNull(r.discountAmount ?? coupon.discountAmount),
    customerName: str(r.customerName) ?? null,
    customerPhone: str(r.customerPhone) ?? null,
    redeemedAt: str(r.redeemedAt) ?? new Date().toISOString(),
    storeName: str(r.storeName) ?? str(coupon.storeName) ?? str(unwrap(coupon.store)?.name) ?? '',
  };
}

/** Outstanding codes for offline validation; codes this device already accepted keep their local state. */
export async function pullRedemptionCodes(retries: number): Promise<void> {
  const { data } = await requestJson<unknown>('/api/seller/coupons/redemptions/outstanding', { retries });
  const rows = listOf(data, 'redemptions', 'codes', 'data').flatMap((r) => redemptionCodeFromServer(r) ?? []);
  await db.transaction('rw', db.redemptionCodes, async () => {
    const local = await db.redemptionCodes.toArray();
    const keepLocal = new Map(
      local.filter((r) => r.validatedLocallyAt !== undefined).map((r) => [r.validationCode, r]),
    );
    await db.redemptionCodes.clear();
    await db.redemptionCodes.bulkPut([
      ...rows.filter((r) => !keepLocal.has(r.validationCode)),
      ...keepLocal.values(),
    ]);
  });
}

/** The shopper's redemptions with their QR codes ("Meus cupons" shows them with no signal). */
export function pullShopperRedemptions(retries: number): Promise<boolean> {
  return applyPull(
    db.shopperRedemptions,
    'shopperRedemption',
    async () => (await requestParsed(shopperRedemptionsSchema, '/api/redemptions', { retries })).redemptions,
    (r) => r.validationCode,
  );
}
