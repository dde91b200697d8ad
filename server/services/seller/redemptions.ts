/**
 * The stall validates a shopper's code once. A code is validated by ONE guarded UPDATE
 * (`validated_at IS NULL`), so of N concurrent validations exactly one succeeds, wherever they come from
 * (online, or reconciled from a phone that was offline). Codes of other stores are invisible.
 */
import { sql } from 'drizzle-orm';
import type { OfflineValidationResult, OutstandingRedemption } from '../../../src/domain/api/coupons';
import { validationMessages } from '../../../src/domain/api/messages';
import { messages } from '../../../src/domain/messages';
import { type Actor, ownedStoresSql } from '../../auth/access';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';

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
  conflict: validationMessages.usedAt,
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
