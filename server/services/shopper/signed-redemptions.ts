/**
 * The shopper's redemptions as "Meus cupons" shows them, each with the signed payload its QR code carries. A
 * payload is signed once, when the redemption is made (or, for a redemption made before payloads existed,
 * the first time its shopper lists it) and stored, so the QR code never changes under the shopper's eyes.
 */
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { ShopperRedemption } from '../../../src/domain/api/coupons';
import { toPayloadInstant, toPayloadName } from '../../../src/domain/signed-redemption/codec';
import { signedRedemptionValidUntil } from '../../../src/domain/signed-redemption/rules';
import type { Db, Tx } from '../../db/client';
import { couponRedemptions, coupons, stores } from '../../db/schema';
import { activeSigningKey, signRedemptionFields } from '../../signing/redemption-keys';

type Executor = Db | Tx;

/** How many redemptions "Meus cupons" lists: a shopper's recent months, and a bounded answer. */
const LISTED_MAX = 100;

const columns = {
  id: couponRedemptions.id,
  validationCode: couponRedemptions.validationCode,
  redeemedAt: couponRedemptions.redeemedAt,
  customerName: couponRedemptions.customerName,
  customerPhone: couponRedemptions.customerPhone,
  validatedAt: couponRedemptions.validatedAt,
  signedPayload: couponRedemptions.signedPayload,
  validUntil: couponRedemptions.validUntil,
  couponId: coupons.id,
  couponCode: coupons.code,
  description: coupons.description,
  discountPercentage: coupons.discountPercentage,
  discountAmount: coupons.discountAmount,
  couponEndsAt: coupons.endTime,
  storeId: stores.id,
  storeName: stores.name,
};

function select(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .innerJoin(stores, eq(stores.id, coupons.storeId))
    .where(where)
    .orderBy(desc(couponRedemptions.redeemedAt), desc(couponRedemptions.id));
}

type Row = Awaited<ReturnType<typeof select>>[number];

/** Signs and stores the payload of these redemptions where none is stored yet. */
export async function signRedemptions(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await select(
    db,
    and(inArray(couponRedemptions.id, [...ids]), isNull(couponRedemptions.signedPayload)),
  );
  if (rows.length === 0) return;
  const key = await activeSigningKey(db);
  for (const row of rows) {
    const validUntil = signedRedemptionValidUntil(row.redeemedAt, row.couponEndsAt);
    const signedPayload = signRedemptionFields(key, {
      keyId: key.id,
      validationCode: row.validationCode,
      couponId: row.couponId,
      storeId: row.storeId,
      couponCode: row.couponCode,
      discountPercentage: row.discountPercentage,
      discountAmount: row.discountPercentage === null ? row.discountAmount : null,
      customerName: toPayloadName(row.customerName),
      redeemedAt: toPayloadInstant(row.redeemedAt),
      validUntil: toPayloadInstant(validUntil),
    });
    await db
      .update(couponRedemptions)
      .set({ signedPayload, signingKeyId: key.id, validUntil: new Date(toPayloadInstant(validUntil)) })
      .where(and(eq(couponRedemptions.id, row.id), isNull(couponRedemptions.signedPayload)));
  }
}

function toShopperRedemption(row: Row): ShopperRedemption {
  return {
    validationCode: row.validationCode,
    redeemedAt: row.redeemedAt.toISOString(),
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    couponId: row.couponId,
    couponCode: row.couponCode,
    description: row.description,
    discountPercentage: row.discountPercentage,
    discountAmount: row.discountAmount,
    storeId: row.storeId,
    storeName: row.storeName,
    signedRedemption: row.signedPayload ?? '',
    validUntil: row.validUntil?.toISOString() ?? '',
    validatedAt: row.validatedAt?.toISOString() ?? null,
  };
}

async function readSigned(db: Executor, where: SQL | undefined, limit: number): Promise<ShopperRedemption[]> {
  let rows = await select(db, where).limit(limit);
  const unsigned = rows.filter((row) => row.signedPayload === null).map((row) => row.id);
  if (unsigned.length > 0) {
    await signRedemptions(db, unsigned);
    rows = await select(db, where).limit(limit);
  }
  return rows.map(toShopperRedemption);
}

/** GET /api/redemptions: the shopper's own redemptions, newest first. */
export const listShopperRedemptions = (db: Executor, userId: number) =>
  readSigned(db, eq(couponRedemptions.userId, userId), LISTED_MAX);

/** One redemption as its shopper sees it (the redeem answer). */
export async function shopperRedemption(db: Executor, redemptionId: number): Promise<ShopperRedemption> {
  const [found] = await readSigned(db, eq(couponRedemptions.id, redemptionId), 1);
  if (!found) throw new Error(`coupon_redemptions ${redemptionId} ausente`);
  return found;
}
