/**
 * The stall validates a shopper's code once. A code is validated by ONE guarded UPDATE
 * (`validated_at IS NULL`), so of N concurrent validations exactly one succeeds, wherever they come from
 * (online, or reconciled from a phone that was offline); the winner's user, device and time are recorded, and
 * each loser is kept as a conflict so both stalls see it. Typed codes of other stores are invisible; a scanned
 * QR code is first checked like the phone checks it offline (signed-checks.ts).
 */
import { sql } from 'drizzle-orm';
import type { OfflineValidationResult, OutstandingRedemption } from '../../../src/domain/api/coupons';
import { validationMessages } from '../../../src/domain/api/messages';
import { messages } from '../../../src/domain/messages';
import { signedRedemptionRefusalMessage } from '../../../src/domain/signed-redemption/rules';
import { type Actor, ownedStoresSql } from '../../auth/access';
import type { Db } from '../../db/client';
import { redemptionConflicts } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { signedRedemptionRefusal, signedRefusalError } from './signed-checks';

/** The seller (or admin) validating codes at the stall. */
export type Validator = Actor;

/** Where a validation comes from: the device (a tag of the session) and, for a scanned QR code, its text. */
export interface ValidationSource {
  device: string;
  signedRedemption?: string | undefined;
}

interface ValidatedRow {
  id: number;
  userId: number | null;
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
  validatedByName: string | null;
  validatedDevice: string | null;
  storeName: string;
  couponEndTime: Date;
  ownerId: number;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const validatedColumns = sql.raw(`r.id, r.user_id as "userId", r.validation_code as "validationCode",
  r.coupon_id as "couponId", r.validated_device as "validatedDevice",
  (select coalesce(nullif(trim(concat_ws(' ', v.first_name, v.last_name)), ''), v.username) from users v
    where v.id = r.validated_by) as "validatedByName",
  c.store_id as "storeId", c.code, c.description, c.discount_percentage::float8 as "discountPercentage",
  c.discount_amount::float8 as "discountAmount", r.customer_name as "customerName",
  r.customer_phone as "customerPhone", r.redeemed_at as "redeemedAt", r.validated_at as "validatedAt",
  r.validated_offline_at as "validatedOfflineAt", r.validated_by as "validatedBy", s.name as "storeName",
  c.end_time as "couponEndTime", s.owner_id as "ownerId"`);

/** Codes of other stores are invisible: the same answer as a code that does not exist (no oracle). */
const ownedBy = (validator: Validator) => ownedStoresSql(validator, sql`s.owner_id`);

/** The one guarded UPDATE that uses a code. */
async function spendCode(
  db: Db,
  validator: Validator,
  code: string,
  at: { now: Date; offlineAt: Date | null; device: string },
) {
  const [row] = await rows<ValidatedRow>(
    db,
    sql`update coupon_redemptions r set validated_at = ${at.now.toISOString()}::timestamptz,
          validated_by = ${validator.id}, validated_offline_at = ${at.offlineAt?.toISOString() ?? null}::timestamptz,
          validated_device = ${at.device}
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

/** Who a validation reaches once it is recorded: the shopper who holds the code, the store's phones. */
export interface SpentCode {
  shopperId: number | null;
  storeId: number;
  ownerId: number;
  couponId: number;
}

const spent = (row: ValidatedRow): SpentCode => ({
  shopperId: row.userId,
  storeId: row.storeId,
  ownerId: row.ownerId,
  couponId: row.couponId,
});

/**
 * Unknown and foreign typed codes: 404; the seller's own code already used: 409. Same words for both. A scanned
 * QR code that fails its checks: 422 with the reason.
 */
export async function validateRedemption(
  db: Db,
  validator: Validator,
  code: string,
  source: ValidationSource,
  now = new Date(),
) {
  if (source.signedRedemption !== undefined) {
    const refusal = await signedRedemptionRefusal(db, validator, {
      validationCode: code,
      signedRedemption: source.signedRedemption,
      at: now,
    });
    if (refusal) throw signedRefusalError(refusal);
  }
  const row = await spendCode(db, validator, code, { now, offlineAt: null, device: source.device });
  if (row) return { coupon: toValidatedCoupon(row), spent: spent(row) };
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
  conflict: validationMessages.usedAtBy,
} as const;

/** One validation a phone made offline, as it reports it. */
export interface OfflineValidation {
  validationCode: string;
  validatedAt: string;
  signedRedemption?: string | undefined;
}

/**
 * Reconciles validations a phone accepted offline. The server decides each one with the same guarded UPDATE
 * as online validation: first to reach the server wins; the others learn who used the code, when, and from
 * which device, and are kept as conflicts for the coupon's history. A scanned QR code is checked again (valid
 * when the phone accepted it). Sending the same validation again (a retried sync) is recognised and
 * confirmed, not reported as a conflict with itself.
 */
export async function reconcileOfflineValidations(
  db: Db,
  validator: Validator,
  validations: readonly OfflineValidation[],
  device: string,
  now = new Date(),
): Promise<{ results: OfflineValidationResult[]; spent: SpentCode[] }> {
  const results: OfflineValidationResult[] = [];
  const spentCodes: SpentCode[] = [];
  for (const v of validations) {
    const offlineAt = new Date(v.validatedAt);
    const refusal =
      v.signedRedemption === undefined
        ? null
        : await signedRedemptionRefusal(db, validator, {
            validationCode: v.validationCode,
            signedRedemption: v.signedRedemption,
            at: offlineAt,
          });
    const row = refusal ? null : await spendCode(db, validator, v.validationCode, { now, offlineAt, device });
    if (row) {
      spentCodes.push(spent(row));
      results.push({
        validationCode: v.validationCode,
        status: 'confirmed',
        message: offlineMessages.confirmed,
        validatedAt: now.toISOString(),
        validatedOfflineAt: offlineAt.toISOString(),
        validatedBy: row.validatedByName,
        otherDevice: false,
      });
      continue;
    }
    const existing = refusal ? null : await findOwnedCode(db, validator, v.validationCode);
    if (!existing?.validatedAt) {
      results.push({
        validationCode: v.validationCode,
        status: 'invalid',
        message: refusal ? signedRedemptionRefusalMessage(refusal) : offlineMessages.invalid,
        validatedAt: null,
        validatedOfflineAt: null,
      });
      continue;
    }
    results.push(
      await judgeConflict(db, validator, existing, existing.validatedAt, {
        offlineAt,
        device,
        code: v.validationCode,
      }),
    );
  }
  return { results, spent: spentCodes };
}

async function judgeConflict(
  db: Db,
  validator: Validator,
  existing: ValidatedRow,
  usedAt: Date,
  attempt: { offlineAt: Date; device: string; code: string },
): Promise<OfflineValidationResult> {
  const validatedAt = new Date(usedAt);
  const previousOffline = existing.validatedOfflineAt ? new Date(existing.validatedOfflineAt) : null;
  const sameDevice = existing.validatedDevice === attempt.device;
  const sameValidation =
    sameDevice &&
    existing.validatedBy === validator.id &&
    previousOffline?.getTime() === attempt.offlineAt.getTime();
  if (!sameValidation) {
    await db
      .insert(redemptionConflicts)
      .values({
        redemptionId: existing.id,
        userId: validator.id,
        device: attempt.device,
        attemptedAt: attempt.offlineAt,
      })
      .onConflictDoNothing();
  }
  return {
    validationCode: attempt.code,
    status: sameValidation ? 'confirmed' : 'conflict',
    message: sameValidation
      ? offlineMessages.confirmed
      : offlineMessages.conflict(validatedAt, existing.validatedByName, !sameDevice),
    validatedAt: validatedAt.toISOString(),
    validatedOfflineAt: previousOffline?.toISOString() ?? null,
    validatedBy: existing.validatedByName,
    otherDevice: !sameDevice,
  };
}
