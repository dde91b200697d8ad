/**
 * A coupon's history at the stall: each redemption, who validated it and when (and whether offline), and the
 * validations that lost to it — the same code accepted by another phone while both were offline, the trace a
 * replayed screenshot leaves. Both stalls read it here.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CouponRedemptionHistory } from '../../../src/domain/api/coupons';
import { messages } from '../../../src/domain/messages';
import { type Actor, loadOwnedStore } from '../../auth/access';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons, redemptionConflicts, users } from '../../db/schema';
import { notFound } from '../../http/errors';

/** The most recent redemptions listed: a coupon's busy weeks, and a bounded answer. */
const HISTORY_MAX = 200;

const nameOf = sql<
  string | null
>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

export async function couponRedemptionHistory(
  db: Db,
  actor: Actor,
  couponId: number,
): Promise<CouponRedemptionHistory> {
  const [coupon] = await db
    .select({ storeId: coupons.storeId })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  if (!coupon) throw notFound(messages.sellerCoupon.notFound, 'COUPON_NOT_FOUND');
  await loadOwnedStore(db, actor, coupon.storeId);
  const redemptions = await db
    .select({
      id: couponRedemptions.id,
      validationCode: couponRedemptions.validationCode,
      customerName: couponRedemptions.customerName,
      redeemedAt: couponRedemptions.redeemedAt,
      validatedAt: couponRedemptions.validatedAt,
      validatedOfflineAt: couponRedemptions.validatedOfflineAt,
      validatedBy: nameOf,
    })
    .from(couponRedemptions)
    .leftJoin(users, eq(users.id, couponRedemptions.validatedBy))
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(desc(couponRedemptions.redeemedAt), desc(couponRedemptions.id))
    .limit(HISTORY_MAX);
  const conflicts =
    redemptions.length === 0
      ? []
      : await db
          .select({
            redemptionId: redemptionConflicts.redemptionId,
            attemptedBy: nameOf,
            attemptedAt: redemptionConflicts.attemptedAt,
            reportedAt: redemptionConflicts.reportedAt,
          })
          .from(redemptionConflicts)
          .leftJoin(users, eq(users.id, redemptionConflicts.userId))
          .where(
            inArray(
              redemptionConflicts.redemptionId,
              redemptions.map((r) => r.id),
            ),
          )
          .orderBy(asc(redemptionConflicts.attemptedAt));
  return {
    redemptions: redemptions.map((r) => ({
      validationCode: r.validationCode,
      customerName: r.customerName,
      redeemedAt: r.redeemedAt.toISOString(),
      validatedAt: r.validatedAt?.toISOString() ?? null,
      validatedBy: r.validatedAt ? r.validatedBy : null,
      validatedOfflineAt: r.validatedOfflineAt?.toISOString() ?? null,
      conflicts: conflicts
        .filter((c) => c.redemptionId === r.id)
        .map((c) => ({
          attemptedBy: c.attemptedBy,
          attemptedAt: c.attemptedAt.toISOString(),
          reportedAt: c.reportedAt.toISOString(),
        })),
    })),
  };
}
