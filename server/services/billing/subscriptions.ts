/**
 * Reads of the billing tables: the seller's current subscription, what it entitles them to, the usage of each
 * store against the plan's limits, and the invoices. Writes happen only in webhook.ts.
 */
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  planWire as domainPlanWire,
  type Entitlement,
  entitlementOf,
  INVOICE_STATUS_LABELS,
  LIMIT_LABELS,
  type LimitKind,
  PLANS,
  type PlanId,
  SUBSCRIPTION_STATUS_LABELS,
  type SubscriptionState,
} from '../../../src/domain/billing';
import type { InvoiceWire, PlanWire, SubscriptionView } from '../../../src/domain/billing/api';
import type { Db, Tx } from '../../db/client';
import { coupons, invoices, products, promotions, stores, subscriptions, users } from '../../db/schema';

type Executor = Db | Tx;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function rowToState(row: SubscriptionRow): SubscriptionState {
  return {
    plan: row.plan,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd?.getTime() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    lastEventAt: row.lastEventAt.getTime(),
  };
}

/** The seller's live subscription if there is one, else their latest (canceled) one, else null. */
export async function currentSubscriptionRow(db: Executor, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(sql`${subscriptions.status} = 'canceled'`, desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

export async function entitlementForUser(
  db: Executor,
  userId: number,
  now = Date.now(),
): Promise<{ entitlement: Entitlement; row: SubscriptionRow | null }> {
  const [user] = await db.select({ trialEndsAt: users.trialEndsAt }).from(users).where(eq(users.id, userId));
  const row = await currentSubscriptionRow(db, userId);
  const entitlement = entitlementOf(row ? rowToState(row) : null, user?.trialEndsAt?.getTime() ?? null, now);
  return { entitlement, row };
}

/** How many of `kind` a store has now. Active coupons and promotions are the switched-on ones not yet ended. */
export async function countUsage(db: Executor, storeId: number, kind: LimitKind): Promise<number> {
  const now = new Date();
  const query =
    kind === 'products'
      ? db.select({ n: count() }).from(products).where(eq(products.storeId, storeId))
      : kind === 'highlightedProducts'
        ? db
            .select({ n: count() })
            .from(products)
            .where(and(eq(products.storeId, storeId), eq(products.isHighlighted, true)))
        : kind === 'activeCoupons'
          ? db
              .select({ n: count() })
              .from(coupons)
              .where(and(eq(coupons.storeId, storeId), eq(coupons.isActive, true), gt(coupons.endTime, now)))
          : db
              .select({ n: count() })
              .from(promotions)
              .where(
                and(
                  eq(promotions.storeId, storeId),
                  eq(promotions.isActive, true),
                  gt(promotions.endsAt, now),
                ),
              );
  const [row] = await query;
  return row?.n ?? 0;
}

/** The domain's plan wire, typed by the API schema (kept here for the routes that import it). */
export const planWire = (id: PlanId): PlanWire => domainPlanWire(id);

const KINDS: readonly LimitKind[] = ['products', 'highlightedProducts', 'activeCoupons', 'activePromotions'];
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export async function buildSubscriptionView(
  db: Executor,
  userId: number,
  storeIds: readonly number[],
  options: { portalAvailable: boolean; checkoutAvailable: boolean },
): Promise<SubscriptionView> {
  const { entitlement, row } = await entitlementForUser(db, userId);
  const limits = PLANS[entitlement.plan].limits;
  const storeRows =
    storeIds.length === 0
      ? []
      : await db
          .select({ id: stores.id, name: stores.name })
          .from(stores)
          .where(inArray(stores.id, [...storeIds]))
          .orderBy(stores.id);
  const usage = [];
  for (const store of storeRows) {
    const entries = await Promise.all(
      KINDS.map(async (kind) => [
        kind,
        { used: await countUsage(db, store.id, kind), limit: limits[kind], label: LIMIT_LABELS[kind] },
      ]),
    );
    usage.push({
      storeId: store.id,
      storeName: store.name,
      usage: Object.fromEntries(entries) as SubscriptionView['stores'][number]['usage'],
    });
  }
  const live = entitlement.source === 'subscription';
  return {
    plan: planWire(entitlement.plan),
    status: entitlement.status,
    statusLabel: SUBSCRIPTION_STATUS_LABELS[entitlement.status],
    source: entitlement.source,
    provider: live && row ? row.provider : null,
    trialEndsAt: iso(entitlement.trialEndsAt),
    trialDaysLeft: entitlement.trialDaysLeft,
    currentPeriodEnd: iso(entitlement.currentPeriodEnd),
    cancelAtPeriodEnd: entitlement.cancelAtPeriodEnd,
    portalAvailable: options.portalAvailable && row !== null,
    checkoutAvailable: options.checkoutAvailable,
    stores: usage,
  };
}

export async function listInvoices(db: Executor, userId: number): Promise<InvoiceWire[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.issuedAt.toISOString(),
    amount: r.amount,
    currency: r.currency,
    status: r.status,
    statusLabel: INVOICE_STATUS_LABELS[r.status],
    plan: r.plan,
    periodEnd: r.periodEnd?.toISOString() ?? null,
    url: r.hostedUrl,
  }));
}
