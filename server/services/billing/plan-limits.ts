/**
 * The plan's limits, enforced by the server. The count runs with the store row locked — the same
 * lock product creates and highlights take — so two requests racing for a store's last slot cannot both pass.
 * The limits are the store owner's plan, also when an admin acts on the store.
 */
import { eq } from 'drizzle-orm';
import { billingMessages, hasRoom, type LimitKind, PLANS } from '../../../src/domain/billing';
import { businessRuleViolation } from '../../../src/domain/errors';
import type { Tx } from '../../db/client';
import { stores } from '../../db/schema';
import { countUsage, entitlementForUser } from './subscriptions';

const FIELD: Record<LimitKind, string> = {
  products: 'storeId',
  highlightedProducts: 'isHighlighted',
  activeCoupons: 'isActive',
  activePromotions: 'isActive',
};

/** 422 BUSINESS_RULE_VIOLATION with PLAN_LIMIT_REACHED in details when one more `kind` would not fit. */
export async function assertPlanRoom(tx: Tx, storeId: number, kind: LimitKind): Promise<void> {
  const [store] = await tx
    .select({ ownerId: stores.ownerId })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  if (!store) return;
  const { entitlement } = await entitlementForUser(tx, store.ownerId);
  const { limits } = PLANS[entitlement.plan];
  const used = await countUsage(tx, storeId, kind);
  if (hasRoom(limits, kind, used)) return;
  // No room: the kind has a number for a limit (an unlimited one always has room).
  throw businessRuleViolation(
    billingMessages.limitReached(kind, limits[kind] ?? used, entitlement.plan),
    'PLAN_LIMIT_REACHED',
    FIELD[kind],
  );
}
