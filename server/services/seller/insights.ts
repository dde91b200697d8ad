/**
 * Seller contacts (customers who reserved at or redeemed a coupon of the seller's stores) and the analytics
 * report. Contacts are grouped by account; redemptions made without an account are grouped by name + phone.
 */
import { addDays, format } from 'date-fns';
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { dailySeries } from '../../../src/domain/analytics';
import type { ContactWire } from '../../../src/domain/api/seller';
import { sellerMessages } from '../../../src/domain/api/seller';
import type { SellerReport } from '../../../src/domain/api/seller-insights';
import { saoPauloDayKey } from '../../../src/domain/format';
import { type Actor, loadOwnedStore, managedStoreIds } from '../../auth/access';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons, reservations, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { analyticsReport } from './analytics';

export async function listContacts(db: Db, actor: Actor): Promise<ContactWire[]> {
  const storeIds = await managedStoreIds(db, actor);
  if (storeIds.length === 0) return [];
  const [reserved, redeemed] = await Promise.all([
    db
      .select({
        userId: reservations.userId,
        storeId: reservations.storeId,
        at: reservations.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        email: users.email,
      })
      .from(reservations)
      .innerJoin(users, eq(users.id, reservations.userId))
      .where(inArray(reservations.storeId, storeIds)),
    db
      .select({
        userId: couponRedemptions.userId,
        storeId: coupons.storeId,
        at: couponRedemptions.redeemedAt,
        customerName: couponRedemptions.customerName,
        customerPhone: couponRedemptions.customerPhone,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        email: users.email,
      })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .leftJoin(users, eq(users.id, couponRedemptions.userId))
      .where(inArray(coupons.storeId, storeIds))
      .orderBy(desc(couponRedemptions.redeemedAt)),
  ]);
  const contacts = new Map<string, ContactWire>();
  const touch = (
    key: string,
    base: Omit<ContactWire, 'lastInteractionAt' | 'reservationsCount' | 'redemptionsCount' | 'storeIds'>,
    at: Date,
    storeId: number,
    kind: 'reservation' | 'redemption',
  ) => {
    const contact = contacts.get(key) ?? {
      ...base,
      lastInteractionAt: at.toISOString(),
      reservationsCount: 0,
      redemptionsCount: 0,
      storeIds: [],
    };
    if (at.toISOString() > contact.lastInteractionAt) contact.lastInteractionAt = at.toISOString();
    if (kind === 'reservation') contact.reservationsCount += 1;
    else contact.redemptionsCount += 1;
    // The phone typed at the stall is the freshest one the seller has.
    if (!contact.phone && base.phone) contact.phone = base.phone;
    if (!contact.storeIds.includes(storeId)) contact.storeIds.push(storeId);
    contacts.set(key, contact);
  };
  for (const r of reserved) {
    touch(
      `u${r.userId}`,
      { userId: r.userId, name: `${r.firstName} ${r.lastName}`.trim(), phone: r.phone, email: r.email },
      r.at,
      r.storeId,
      'reservation',
    );
  }
  for (const r of redeemed) {
    const name = r.customerName ?? (r.firstName ? `${r.firstName} ${r.lastName ?? ''}`.trim() : 'Cliente');
    const phone = r.customerPhone ?? r.phone ?? null;
    const key = r.userId ? `u${r.userId}` : `n${name.toLowerCase()}|${phone ?? ''}`;
    touch(key, { userId: r.userId, name, phone, email: r.email ?? null }, r.at, r.storeId, 'redemption');
  }
  return [...contacts.values()].sort((a, b) => b.lastInteractionAt.localeCompare(a.lastInteractionAt));
}

const MAX_RANGE_DAYS = 366;

/** Default: the last 30 São Paulo days, today included. */
export function analyticsRange(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
) {
  const to = query.to ?? saoPauloDayKey(now);
  const from = query.from ?? format(addDays(new Date(`${to}T12:00:00Z`), -29), 'yyyy-MM-dd');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (Number.isNaN(days) || days < 0 || days >= MAX_RANGE_DAYS) {
    throw badRequest(sellerMessages.analyticsRangeInvalid, 'INVALID_DATE_RANGE');
  }
  return { from, to };
}

/**
 * The daily counters plus the reservation outcomes, bucketed by São Paulo day in the domain: a completed
 * reservation counts on the day it was picked up (its last change), an expired one on the day its hold ran out.
 */
async function report(
  db: Db,
  storeIds: number[],
  range: { from: string; to: string },
): Promise<SellerReport> {
  const base = await analyticsReport(db, storeIds, range);
  // A day either side of the range: São Paulo days straddle two UTC dates; the domain drops what falls outside.
  const after = new Date(Date.parse(`${range.from}T00:00:00Z`) - 86_400_000);
  const before = new Date(Date.parse(`${range.to}T00:00:00Z`) + 2 * 86_400_000);
  const outcomes =
    storeIds.length === 0
      ? []
      : await db
          .select({
            status: reservations.status,
            updatedAt: reservations.updatedAt,
            expiresAt: reservations.expiresAt,
          })
          .from(reservations)
          .where(
            and(
              inArray(reservations.storeId, storeIds),
              inArray(reservations.status, ['completed', 'expired']),
              gte(reservations.updatedAt, after),
              lte(reservations.updatedAt, before),
            ),
          );
  const series = dailySeries(range, base.rows, {
    reservationsCompleted: outcomes.filter((o) => o.status === 'completed').map((o) => o.updatedAt),
    reservationsExpired: outcomes.filter((o) => o.status === 'expired').map((o) => o.expiresAt),
  });
  return { ...base, series };
}

export async function storeAnalytics(
  db: Db,
  actor: Actor,
  storeId: number,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<SellerReport> {
  const range = analyticsRange(query);
  await loadOwnedStore(db, actor, storeId);
  return report(db, [storeId], range);
}

export async function sellerAnalytics(
  db: Db,
  actor: Actor,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<SellerReport> {
  const range = analyticsRange(query);
  return report(db, await managedStoreIds(db, actor), range);
}
