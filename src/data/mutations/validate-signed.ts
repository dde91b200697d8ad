/**
 * Validation of a shopper's signed QR code at the stall. The phone judges it first, alone: signature (the
 * public keys synced with the seller's catalogue), one of this seller's stores, not expired. A refusal it is
 * sure of is final at once, with or without network; the server is asked next (it checks the same things and
 * spends the code), and with no network the code is accepted on this phone and queued for reconciliation.
 * A key this phone does not know yet is the one doubt only the server can settle.
 */
import { z } from 'zod';
import { sellerCouponSchema } from '../../domain/api/seller';
import { messages } from '../../domain/messages';
import type { SignedRedemptionFields } from '../../domain/signed-redemption/codec';
import {
  type SignedRedemptionRefusal,
  signedRedemptionRefusalCode,
  signedRedemptionRefusalMessage,
} from '../../domain/signed-redemption/rules';
import { db, type RedemptionCodeRow } from '../db';
import { ApiError, requestJson } from '../http';
import { savedReadKey } from '../saved-reads';
import { getSession } from '../session';
import { judgeScannedRedemption } from '../signed-redemption';
import { acceptOffline, type ValidationResult, validationFromServer } from './validate-redemption';

const refused = (refusal: SignedRedemptionRefusal) =>
  new ApiError(signedRedemptionRefusalMessage(refusal), 422, signedRedemptionRefusalCode(refusal));

/** The stores this seller manages on this phone (an admin validates any store, like the server lets them). */
async function storeScope(): Promise<ReadonlySet<number> | 'any'> {
  if (getSession().user?.isAdmin) return 'any';
  const stores = await db.sellerStores.toArray();
  return new Set(stores.filter((s) => s.id > 0).map((s) => s.id));
}

const savedCoupons = z.array(sellerCouponSchema.pick({ id: true, description: true }).loose());

/** What the payload does not carry (the description, the phone) from what this phone kept, when it did. */
async function rowOf(fields: SignedRedemptionFields, signedRedemption: string): Promise<RedemptionCodeRow> {
  const synced = await db.redemptionCodes.get(fields.validationCode);
  const store = await db.sellerStores.get(fields.storeId);
  const kept = await db.sellerReads.get(savedReadKey('/api/seller/coupons'));
  const coupons = savedCoupons.safeParse(kept?.data);
  const description = coupons.success ? coupons.data.find((c) => c.id === fields.couponId)?.description : '';
  return {
    validationCode: fields.validationCode,
    couponId: fields.couponId,
    storeId: fields.storeId,
    couponCode: fields.couponCode,
    description: synced?.description ?? description ?? '',
    discountPercentage: fields.discountPercentage,
    discountAmount: fields.discountAmount,
    customerName: fields.customerName,
    customerPhone: synced?.customerPhone ?? null,
    redeemedAt: fields.redeemedAt,
    storeName: store?.name ?? synced?.storeName ?? '',
    signedRedemption,
  };
}

export async function validateSignedRedemption(text: string): Promise<ValidationResult> {
  const verdict = await judgeScannedRedemption(text, {
    keys: await db.redemptionKeys.toArray(),
    storeIds: await storeScope(),
    now: new Date(),
  });
  if (!verdict.ok && verdict.refusal !== 'unknownKey') throw refused(verdict.refusal);
  const fields = verdict.fields;
  if (!fields) throw refused('malformed');
  try {
    const { data } = await requestJson<unknown>('/api/seller/coupons/validate-redemption', {
      method: 'POST',
      body: { validationCode: fields.validationCode, signedRedemption: text },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    await db.redemptionCodes.delete(fields.validationCode);
    return validationFromServer(data);
  } catch (error) {
    if (error instanceof ApiError && error.isUnreachable) {
      if (!verdict.ok) throw refused(verdict.refusal);
      return acceptOffline(await rowOf(fields, text));
    }
    if (error instanceof ApiError && error.status >= 500)
      throw new ApiError(messages.validation.connectionRetry, error.status, error.code);
    throw error;
  }
}
