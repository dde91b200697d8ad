/**
 * Admin product moderation. The change itself goes through the seller's product action (the same entity
 * rules, version bump, cache eviction and realtime delta; an admin passes every ownership check); the audit
 * entry and the seller's notification follow it.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { ADMIN_LIST_LIMIT, type AdminProduct, adminMessages } from '../../../src/domain/api/admin';
import type { SessionUser } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { products, stores } from '../../db/schema';
import { createNotification, type NotifyDeps } from '../accounts/notifications';
import { runProductAction } from '../seller/product-commands';
import { recordAudit } from './audit';

export async function listAdminProducts(database: Database, q: string | undefined): Promise<AdminProduct[]> {
  const where: SQL | undefined = q
    ? sql`(feira_unaccent(lower(${products.name})) like feira_unaccent(${`%${q.toLowerCase()}%`})
        or feira_unaccent(lower(${stores.name})) like feira_unaccent(${`%${q.toLowerCase()}%`}))`
    : undefined;
  const rows = await database.db
    .select({
      id: products.id,
      name: products.name,
      storeId: products.storeId,
      storeName: stores.name,
      status: products.status,
      isHighlighted: products.isHighlighted,
      price: products.price,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(where)
    .orderBy(products.name, products.id)
    .limit(ADMIN_LIST_LIMIT);
  return rows;
}

const view = (p: { status: string; isHighlighted: boolean }) => ({
  status: p.status,
  isHighlighted: p.isHighlighted,
});

export async function moderateProduct(
  deps: NotifyDeps,
  actor: SessionUser,
  productId: number,
  reason: string,
) {
  const before = await currentOf(deps.database, productId);
  const result = await runProductAction(deps.database, actor, productId, 'deactivate', {});
  await recordAudit(deps.database.db, actor, {
    action: 'product.moderate',
    objectType: 'product',
    objectId: productId,
    before: before && view(before),
    after: { ...view(result.product), reason },
  });
  if (before) {
    await createNotification(deps, {
      userId: before.ownerId,
      type: 'other',
      title: adminMessages.moderationTitle,
      message: adminMessages.moderationNotice(result.product.name, reason),
      url: '/seller',
    });
  }
  return { product: result.product, message: adminMessages.productModerated };
}

export async function clearHighlight(database: Database, actor: SessionUser, productId: number) {
  const before = await currentOf(database, productId);
  const result = await runProductAction(database, actor, productId, 'remove-highlight', {});
  await recordAudit(database.db, actor, {
    action: 'product.clear-highlight',
    objectType: 'product',
    objectId: productId,
    before: before && view(before),
    after: view(result.product),
  });
  return { product: result.product, message: adminMessages.highlightCleared };
}

async function currentOf(database: Database, productId: number) {
  const [row] = await database.db
    .select({ status: products.status, isHighlighted: products.isHighlighted, ownerId: stores.ownerId })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  return row;
}
