/**
 * Coupon redemptions: a shopper redeems (gets a validation code), the stall validates the code once.
 * Counters never double-count, on any number of server processes:
 * - usage is incremented by ONE guarded UPDATE that cannot pass maxUsageCount, and the redemption row is
 *   inserted in the same transaction (a failed insert rolls the use back);
 * - a code is validated by ONE guarded UPDATE (`validated_at IS NULL`), so of N concurrent validations
 *   exactly one succeeds, wherever they come from (online, or reconciled from a phone that was offline);
 * - a shopper holds at most one not-yet-validated code per coupon: redeeming again returns it instead of
 *   spending another use (serialised per (coupon, user) with a transaction-scoped advisory lock).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  couponRefusals,
  type OfflineValidationResult,
  type OutstandingRedemption,
  type Redemption,
} from '../../src/domain/api/coupons';
import { TIME } from '../../src/domain/constants';
import { generateValidationCode } from '../../src/domain/coupon';
import { formatDateTime } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import { type Actor, ownedStoresSql } from '../auth/access';
import type { Db, Tx } from '../db/client';
import { couponRedemptions, coupons, stores } from '../db/schema';
import { conflict, HttpError, notFound } from '../http/errors';

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
        eq(coupons.isActive, true),
        eq(stores.isActive, true),
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

function toRedemption(row: {
  validationCode: string;
  redeemedAt: Date;
  customerName: string | null;
  customerPhone: string | null;
}): Redemption {
  return {
    validationCode: row.validationCode,
    redeemedAt: row.redeemedAt.toISOString(),
    customerName: row.customerName,
    customerPhone: row.customerPhone,
  };
}

const REDEMPTION_LOCK_NAMESPACE = 0x52454445; // 'REDE'

export async function redeemCoupon(
  db: Db,
  userId: number,
  couponId: number,
  customer: { customerName?: string; customerPhone?: string },
  now = new Date(),
): Promise<{ redemption: Redemption; created: boolean; storeId: number }> {
  return db.transaction(async (tx) => {
    // Serialise one shopper's redemptions of one coupon (a double tap) without touching anyone else's.
    await tx.execute(
      sql`select pg_advisory_xact_lock(${REDEMPTION_LOCK_NAMESPACE}::int, hashtext(${`${couponId}:${userId}`}))`,
    );
    const [outstanding] = await tx
      .select({ redemption: couponRedemptions, storeId: coupons.storeId })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(
        and(
          eq(couponRedemptions.couponId, couponId),
          eq(couponRedemptions.userId, userId),
          isNull(couponRedemptions.validatedAt),
        ),
      );
    if (outstanding) {
      return {
        redemption: toRedemption(outstanding.redemption),
        created: false,
        storeId: outstanding.storeId,
      };
    }
    const at = now.toISOString();
    const [used] = await tx
      .update(coupons)
      .set({ usageCount: sql`${coupons.usageCount} + 1`, updatedAt: now })
      .where(
        and(
          eq(coupons.id, couponId),
          eq(coupons.isActive, true),
          sql`${coupons.startTime} <= ${at}::timestamptz`,
          sql`${coupons.endTime} > ${at}::timestamptz`,
          sql`(${coupons.maxUsageCount} is null or ${coupons.usageCount} < ${coupons.maxUsageCount})`,
          sql`exists (select 1 from ${stores} where ${stores.id} = ${coupons.storeId} and ${stores.isActive})`,
        ),
      )
      .returning({ id: coupons.id, storeId: coupons.storeId });
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
      if (row) return { redemption: toRedemption(row), created: true, storeId: used.storeId };
    }
    throw new Error('could not generate a unique validation code');
  });
}

async function redeemRefusal(db: Db | Tx, couponId: number, now: Date): Promise<HttpError> {
  const [coupon] = await db
    .select({ ...couponColumns, storeActive: stores.isActive })
    .from(coupons)
    .innerJoin(stores, eq(stores.id, coupons.storeId))
    .where(eq(coupons.id, couponId));
  if (!coupon?.storeActive) return notFound(couponRefusals.notFound, 'COUPON_NOT_FOUND');
  if (!coupon.isActive) return conflict(couponRefusals.inactive, 'COUPON_INACTIVE');
  if (coupon.startTime.getTime() > now.getTime())
    return conflict(couponRefusals.notStarted, 'COUPON_NOT_STARTED');
  if (coupon.endTime.getTime() <= now.getTime()) return conflict(couponRefusals.expired, 'COUPON_EXPIRED');
  return conflict(couponRefusals.exhausted, 'COUPON_EXHAUSTED');
}

/** The seller (or admin) validating codes at the stall. */
export type Validator = Actor;

interface ValidatedRow {
  validationCode: string;
  couponId: number;
  storeId: number;
  code: string;
  description: string;
  discountPercentage: number | null;
  discountAmount: number | null;
  customerName: string | null;
  customerPhone: string | null;
  redeemedAt: Date;
  validatedAt: Date | null;
  validatedOfflineAt: Date | null;
  validatedBy: number | null;
  storeName: string;
  couponEndTime: Date;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const validatedColumns = sql.raw(`r.validation_code as "validationCode", r.coupon_id as "couponId",
  c.store_id as "storeId", c.code, c.description, c.discount_percentage::float8 as "discountPercentage",
  c.discount_amount::float8 as "discountAmount", r.customer_name as "customerName",
  r.customer_phone as "customerPhone", r.redeemed_at as "redeemedAt", r.validated_at as "validatedAt",
  r.validated_offline_at as "validatedOfflineAt", r.validated_by as "validatedBy", s.name as "storeName",
  c.end_time as "couponEndTime"`);

/** Codes of other stores are invisible: the same answer as a code that does not exist (no oracle). */
const ownedBy = (validator: Validator) => ownedStoresSql(validator, sql`s.owner_id`);

/** The one guarded UPDATE that uses a code. */
async function spendCode(db: Db, validator: Validator, code: string, now: Date, offlineAt: Date | null) {
  const [row] = await rows<ValidatedRow>(
    db,
    sql`update coupon_redemptions r set validated_at = ${now.toISOString()}::timestamptz,
          validated_by = ${validator.id}, validated_offline_at = ${offlineAt?.toISOString() ?? null}::timestamptz
        from coupons c join stores s on s.id = c.store_id
        where r.validation_code = ${code} and r.validated_at is null and c.id = r.coupon_id and ${ownedBy(validator)}
        returning ${validatedColumns}`,
  );
  return row ?? null;
}

async function findOwnedCode(db: Db, validator: Validator, code: string) {
  const [row] = await rows<ValidatedRow>(
    db,
    sql`select ${validatedColumns} from coupon_redemptions r join coupons c on c.id = r.coupon_id
        join stores s on s.id = c.store_id where r.validation_code = ${code} and ${ownedBy(validator)}`,
  );
  return row ?? null;
}

function toValidatedCoupon(row: ValidatedRow) {
  return {
    code: row.code,
    description: row.description,
    discountPercentage: row.discountPercentage,
    discountAmount: row.discountAmount,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    redeemedAt: new Date(row.redeemedAt).toISOString(),
    storeName: row.storeName,
  };
}

/** Unknown and foreign codes: 404; the seller's own code already used: 409. Same words for both. */
export async function validateRedemption(db: Db, validator: Validator, code: string, now = new Date()) {
  const row = await spendCode(db, validator, code, now, null);
  if (row) return { coupon: toValidatedCoupon(row), storeId: row.storeId, couponId: row.couponId };
  const existing = await findOwnedCode(db, validator, code);
  throw existing
    ? new HttpError(409, 'REDEMPTION_ALREADY_VALIDATED', messages.validation.invalidOrUsedCode)
    : new HttpError(404, 'INVALID_VALIDATION_CODE', messages.validation.invalidOrUsedCode);
}

/** Issued, not yet validated codes of the seller's stores, with all the phone needs to validate offline. */
export async function listOutstandingRedemptions(
  db: Db,
  validator: Validator,
): Promise<OutstandingRedemption[]> {
  const found = await rows<ValidatedRow>(
    db,
    sql`select ${validatedColumns} from coupon_redemptions r join coupons c on c.id = r.coupon_id
        join stores s on s.id = c.store_id where r.validated_at is null and ${ownedBy(validator)}
        order by r.redeemed_at desc, r.id desc`,
  );
  return found.map((row) => ({
    ...toValidatedCoupon(row),
    validationCode: row.validationCode,
    couponId: row.couponId,
    storeId: row.storeId,
    couponEndTime: new Date(row.couponEndTime).toISOString(),
  }));
}

export const offlineMessages = {
  confirmed: messages.validation.validated,
  invalid: messages.validation.invalidCode,
  conflict: (validatedAt: Date) => `Código já utilizado em ${formatDateTime(validatedAt)}`,
} as const;

/**
 * Reconciles validations a phone accepted offline. The server decides each one with the same guarded UPDATE
 * as online validation: first to reach the server wins; the others learn when the code was used. Sending the
 * same validation again (a retried sync) is recognised and confirmed, not reported as a conflict with itself.
 */
export async function reconcileOfflineValidations(
  db: Db,
  validator: Validator,
  validations: Array<{ validationCode: string; validatedAt: string }>,
  now = new Date(),
): Promise<{ results: OfflineValidationResult[]; used: Array<{ storeId: number; couponId: number }> }> {
  const results: OfflineValidationResult[] = [];
  const used: Array<{ storeId: number; couponId: number }> = [];
  for (const v of validations) {
    const offlineAt = new Date(v.validatedAt);
    const row = await spendCode(db, validator, v.validationCode, now, offlineAt);
    if (row) {
      used.push({ storeId: row.storeId, couponId: row.couponId });
      results.push({
        validationCode: v.validationCode,
        status: 'confirmed',
        message: offlineMessages.confirmed,
        validatedAt: now.toISOString(),
        validatedOfflineAt: offlineAt.toISOString(),
      });
      continue;
    }
    const existing = await findOwnedCode(db, validator, v.validationCode);
    if (!existing?.validatedAt) {
      results.push({
        validationCode: v.validationCode,
        status: 'invalid',
        message: offlineMessages.invalid,
        validatedAt: null,
        validatedOfflineAt: null,
      });
      continue;
    }
    const validatedAt = new Date(existing.validatedAt);
    const previousOffline = existing.validatedOfflineAt ? new Date(existing.validatedOfflineAt) : null;
    const sameValidation =
      existing.validatedBy === validator.id && previousOffline?.getTime() === offlineAt.getTime();
    results.push({
      validationCode: v.validationCode,
      status: sameValidation ? 'confirmed' : 'conflict',
      message: sameValidation ? offlineMessages.confirmed : offlineMessages.conflict(validatedAt),
      validatedAt: validatedAt.toISOString(),
      validatedOfflineAt: previousOffline?.toISOString() ?? null,
    });
  }
  return { results, used };
}
