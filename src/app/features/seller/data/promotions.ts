/**
 * The seller's promotions: read from this device (./records.ts); creates, edits and deletes queued like
 * products' (src/data/mutations/seller-records.ts).
 */

import { db, type PendingMutationRow } from '../../../../data/db';
import { ApiError } from '../../../../data/http';
import { promotionWrites, type WriteOptions } from '../../../../data/mutations';
import { type PromotionWire, productSchema } from '../../../../domain/api/catalogue';
import { type PromotionInput, sellerMessages } from '../../../../domain/api/seller';
import { temporaryId } from './coupons';
import { useRecord, useRecordList } from './records';

export type { PromotionWire };

/** As the server lists them: the latest start first. */
const latestFirst = (a: PromotionWire, b: PromotionWire) =>
  b.startsAt.localeCompare(a.startsAt) || b.id - a.id;

/** The seller's promotions; one whose delete is queued is already gone. */
export const useSellerPromotions = () => useRecordList('sellerPromotions', latestFirst);

export const useSellerPromotion = (id: number | null) => useRecord('sellerPromotions', id);

/**
 * The server's rule, judged on this device first so a queued write is not refused later for it: the
 * promotional price must undercut the product's (the same message and field as the server's answer).
 */
function assertPriceBelow(product: { price: number } | null, input: PromotionInput): void {
  if (!product || input.promotionalPrice < product.price) return;
  const message = sellerMessages.promotionPriceNotBelow;
  throw new ApiError(message, 400, 'VALIDATION_ERROR', [
    { field: 'promotionalPrice', message, code: 'INVALID_DISCOUNT' },
  ]);
}

/**
 * Creates the promotion on this device at once (pending) and queues the POST, offline too; the server checks
 * the price against the product and alerts the store's followers when it arrives. `replaces` names the
 * refused create a corrected form sends again.
 */
export async function createPromotion(
  input: PromotionInput,
  options?: WriteOptions,
): Promise<PendingMutationRow> {
  const now = new Date().toISOString();
  // The seller's own catalogue on this device names the product and its store for the pending row.
  const found = await db.sellerProducts.get(input.productId);
  const product = found ? productSchema.parse(found) : null;
  assertPriceBelow(product, input);
  const row: PromotionWire = {
    ...input,
    id: temporaryId(),
    storeId: product?.storeId ?? 0,
    storeName: product?.storeName ?? '',
    description: input.description ?? null,
    product,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  return promotionWrites.create({ row, body: { ...input } }, options);
}

/** Saves an edit over the version the seller saw (queued). */
export async function updatePromotion(
  current: PromotionWire,
  input: PromotionInput,
): Promise<PendingMutationRow> {
  if (current.id < 0) throw new Error('Aguarde o envio da promoção antes de alterá-la.');
  assertPriceBelow((await db.sellerProducts.get(input.productId)) ?? null, input);
  const next: PromotionWire = {
    ...current,
    ...input,
    description: input.description ?? null,
    updatedAt: new Date().toISOString(),
  };
  return promotionWrites.update({ current, next, body: { ...input } });
}

/** The seller's refused change sent again over the current version (it settles the refusal). */
export const reapplyPromotion = (current: PromotionWire, refused: { body?: unknown }) =>
  updatePromotion(current, refused.body as PromotionInput);

/** Gone from this device at once and queued (offline too); a refusal brings it back with the reason. */
export async function deletePromotion(current: PromotionWire): Promise<PendingMutationRow> {
  if (current.id < 0) throw new Error('Aguarde o envio da promoção antes de alterá-la.');
  return promotionWrites.remove({ current });
}
