/**
 * The shopper's side of coupons: the public list, and redeeming one for a validation code. Counters never
 * double-count, on any number of server processes:
 * - usage is incremented by ONE guarded UPDATE that cannot pass maxUsageCount, and the redemption row is
 *   inserted in the same transaction (a failed insert rolls the use back);
 * - a shopper holds at most one not-yet-validated code per coupon: redeeming again returns it instead of
 *   spending another use (serialised per (coupon, user) with a transaction-scoped advisory lock).
 * The answer carries the redemption's signed QR payload (signed-redemptions.ts), signed after the commit so the
 * coupon's row lock is held no longer than before; a payload not made then is made when the shopper lists it.
 * The stall's validation of the code is seller/redemptions.ts.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { couponRefusals, type ShopperRedemption } from '../../../src/domain/api/coupons';
import { TIME } from '../../../src/domain/constants';
import { generateValidationCode } from '../../../src/domain/coupon';
import { isPublic } from '../../../src/domain/visibility';
import type { Db, Tx } from '../../db/client';
import { couponRedemptions, coupons, stores } from '../../db/schema';
import { conflict, type HttpError, notFound } from '../../http/errors';
import { publicSql, rulesSql } from '../catalogue/visibility';
import { shopperRedemption } from './signed-redemptions';

/** Recently ended coupons stay listed this long so the dialog can show them as 'Expirado'. */
const LIST_EXPIRED_FOR_MS = 7 * TIME.DAY;

const couponColumns = {
  id: coupons.id,
  storeId: coupons.storeId,
  storeName: stores.name,
  code: coupons.code,
  description: coupons.description,
  discountPercentage: coupons.discountPercentage,
  discountAmount: coupons.discountAmount,
  minimumPurchase: coupons.minimumPurchase,
  maxUsageCount: coupons.maxUsageCount,
  usageCount: coupons.usageCount,
  startTime: coupons.startTime,
  endTime: coupons.endTime,
  isActive: coupons.isActive,
};

/** Active coupons of active stores (all stores, or one), including recently ended ones. */
export async function listPublicCoupons(db: Db, storeId?: number, now = new Date()) {
  const rows = await db
    .select(couponColumns)
    .from(coupons)
    .innerJoin(stores, eq(stores.id, coupons.storeId))
    .where(
      and(
        publicSql('coupon'),
        gt(coupons.endTime, new Date(now.getTime() - LIST_EXPIRED_FOR_MS)),
        storeId === undefined ? undefined : eq(coupons.storeId, storeId),
      ),
    )
    .orderBy(asc(coupons.endTime), asc(coupons.id));
  return rows.map((c) => ({
    ...c,
    startTime: c.startTime.toISOString(),
    endTime: c.endTime.toISOString(),
    store: { id: c.storeId, name: c.storeName },
  }));
}

const REDEMPTION_LOCK_NAMESPACE = 0x52454445; // 'REDE'

export async function redeemCoupon(
  db: Db,
  userId: number,
  couponId: number,
  customer: { customerName?: string; customerPhone?: string },
  now = new Date(),
): Promise<{ redemption: ShopperRedemption; created: boolean; storeId: number; ownerId: number }> {
  const result = await db.transaction(async (tx) => {
    // Serialise one shopper's redemptions of one coupon (a double tap) without touching anyone else's.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${REDEMPTION_LOCK_NAMESPACE}::int, hashtext(${`${couponId}:${userId}`}))`,
    );
    const [outstanding] = await tx
      .select({ redemption: couponRedemptions, storeId: coupons.storeId, ownerId: stores.ownerId })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .innerJoin(stores, eq(stores.id, coupons.storeId))
      .where(
        and(
          eq(couponRedemptions.couponId, couponId),
          eq(couponRedemptions.userId, userId),
          isNull(couponRedemptions.validatedAt),
        ),
      );
    if (outstanding) {
      return {
        redemptionId: outstanding.redemption.id,
        created: false,
        storeId: outstanding.storeId,
        ownerId: outstanding.ownerId,
      };
    }
    const at = now.toISOString();
    const [used] = await tx
      .update(coupons)
      .set({ usageCount: sql`${coupons.usageCount} + 1`, updatedAt: now })
      .where(
        and(
          eq(coupons.id, couponId),
          rulesSql('coupon'),
          sql`${coupons.startTime} <= ${at}::timestamptz`,
          sql`${coupons.endTime} > ${at}::timestamptz`,
          sql`(${coupons.maxUsageCount} is null or ${coupons.usageCount} < ${coupons.maxUsageCount})`,
          sql`exists (select 1 from ${stores} where ${stores.id} = ${coupons.storeId} and ${publicSql('store')})`,
        ),
      )
      .returning({
        id: coupons.id,
        storeId: coupons.storeId,
        ownerId: sql<number>`(select ${stores.ownerId} from ${stores} where ${stores.id} = ${coupons.storeId})`,
      });
    if (!used) throw await redeemRefusal(tx, couponId, now);
    // 49.5 bits per code: a collision is astronomically rare, but the unique index decides, not luck.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await tx
        .insert(couponRedemptions)
        .values({
          couponId,
          userId,
          validationCode: generateValidationCode((n) => randomBytes(n)),
          customerName: customer.customerName ?? null,
          customerPhone: customer.customerPhone ?? null,
          redeemedAt: now,
        })
        .onConflictDoNothing({ target: couponRedemptions.validationCode })
        .returning();
      if (row) return { redemptionId: row.id, created: true, storeId: used.storeId, ownerId: used.ownerId };
    }
    throw new Error('could not generate a unique validation code');
  });
  return {
    redemption: await shopperRedemption(db, result.redemptionId),
    created: result.created,
    storeId: result.storeId,
    ownerId: result.ownerId,
  };
}

async function redeemRefusal(db: Db | Tx, couponId: number, now: Date): Promise<HttpError> {
  const [coupon] = await db
    .select({ ...couponColumns, store: { isActive: stores.isActive, suspendedAt: stores.suspendedAt } })
    .from(coupons)
    .innerJoin(stores, eq(stores.id, coupons.storeId))
    .where(eq(coupons.id, couponId));
  if (!coupon || !isPublic('store', { store: coupon.store }))
    return notFound(couponRefusals.notFound, 'COUPON_NOT_FOUND');
  if (!coupon.isActive) return conflict(couponRefusals.inactive, 'COUPON_INACTIVE');
  if (coupon.startTime.getTime() > now.getTime())
    return conflict(couponRefusals.notStarted, 'COUPON_NOT_STARTED');
  if (coupon.endTime.getTime() <= now.getTime()) return conflict(couponRefusals.expired, 'COUPON_EXPIRED');
  return conflict(couponRefusals.exhausted, 'COUPON_EXHAUSTED');
}
