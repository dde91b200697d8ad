import { messages } from '../../domain/messages';
import type { SignedRedemptionFields } from '../../domain/signed-redemption/codec';
import {
  type SignedRedemptionRefusal,
  signedRedemptionRefusalCode,
  signedRedemptionRefusalMessage,
} from '../../domain/signed-redemption/rules';
import { db, type RedemptionCodeRow } from '../db';
import { ApiError, requestJson } from '../http';
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

/** What the payload does not carry (the description, the phone) from what this phone kept, when it did. */
async function rowOf(fields: SignedRedemptionFields, signedRedemption: string): Promise<RedemptionCodeRow> {
  const synced = await db.redemptionCodes.get(fields.validationCode);
  const store = await db.sellerStores.get(fields.storeId);
  const coupon = await db.sellerCoupons.get(fields.couponId);
  return {
    validationCode: fields.validationCode,
    couponId: fields.couponId,
    storeId: fields.storeId,
    couponCode: fields.couponCode,
    description: synced?.description ?? coupon?.description ?? '',
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
