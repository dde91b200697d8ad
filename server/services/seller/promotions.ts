/** Seller promotions CRUD: only on the seller's own products; the promotional price must undercut the product. */

import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PromotionWire } from '../../../src/domain/api/catalogue';
import { type PromotionInput, sellerMessages } from '../../../src/domain/api/seller';
import { ERROR_CATALOGUE } from '../../../src/domain/errors';
import { productNotOwnedError } from '../../../src/domain/product/duplicate-name';
import { type Actor, loadOwnedStore, managedStoreIds } from '../../auth/access';
import type { Database, Tx } from '../../db/client';
import { products, promotions, stores } from '../../db/schema';
import { badRequest, HttpError, notFound, productNotFound } from '../../http/errors';
import { assertVersion } from '../../http/versions';
import { publishEvent, type Reach } from '../../realtime/events';
import { promotionReach } from '../../realtime/reach';
import { assertPlanRoom } from '../billing/plan-limits';
import { productColumns, toProductWire } from '../catalogue/product-rows';
import { toPromotionWire } from '../catalogue/promotions';

async function ownedProduct(tx: Tx, actor: Actor, productId: number) {
  const [product] = await tx.select(productColumns).from(products).where(eq(products.id, productId));
  if (!product) throw productNotFound();
  const store = await loadOwnedStore(tx, actor, product.storeId).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 403) throw productNotOwnedError();
    throw error;
  });
  return { product, store };
}

function assertPriceBelow(price: number, promotionalPrice: number) {
  if (promotionalPrice >= price) {
    throw badRequest(ERROR_CATALOGUE.VALIDATION_ERROR.message, 'VALIDATION_ERROR', [
      { field: 'promotionalPrice', message: sellerMessages.promotionPriceNotBelow, code: 'INVALID_DISCOUNT' },
    ]);
  }
}

async function loadPromotion(tx: Tx, actor: Actor, id: number, options: { forUpdate?: boolean } = {}) {
  const query = tx.select().from(promotions).where(eq(promotions.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(sellerMessages.promotionNotFound, 'PROMOTION_NOT_FOUND');
  const { product, store } = await ownedProduct(tx, actor, row.productId);
  return { row, product, store };
}

const changed = (database: Database, storeId: number, reach: Reach) =>
  publishEvent(database, { type: 'data-changed', collection: 'promotions', storeId, reach });

export async function listSellerPromotions(database: Database, actor: Actor): Promise<PromotionWire[]> {
  const storeIds = await managedStoreIds(database.db, actor);
  if (storeIds.length === 0) return [];
  const rows = await database.db
    .select({ promotion: promotions, product: productColumns, storeName: stores.name })
    .from(promotions)
    .innerJoin(products, eq(products.id, promotions.productId))
    .innerJoin(stores, eq(stores.id, promotions.storeId))
    .where(inArray(promotions.storeId, storeIds))
    .orderBy(desc(promotions.startsAt), desc(promotions.id));
  return rows.map((r) => toPromotionWire(r.promotion, r.storeName, toProductWire(r.product, r.storeName)));
}

export async function getSellerPromotion(
  database: Database,
  actor: Actor,
  id: number,
): Promise<PromotionWire> {
  return database.db.transaction(async (tx) => {
    const { row, product, store } = await loadPromotion(tx, actor, id);
    return toPromotionWire(row, store.name, toProductWire(product, store.name));
  });
}

export async function createPromotion(database: Database, actor: Actor, input: PromotionInput) {
  const { promotion, reach } = await database.db.transaction(async (tx) => {
    const { product, store } = await ownedProduct(tx, actor, input.productId);
    assertPriceBelow(product.price, input.promotionalPrice);
    if (input.isActive !== false) await assertPlanRoom(tx, store.id, 'activePromotions');
    const [row] = await tx
      .insert(promotions)
      .values({
        ...input,
        storeId: store.id,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return {
      promotion: toPromotionWire(row, store.name, toProductWire(product, store.name)),
      reach: promotionReach(null, { promotion: row, product, store }),
    };
  });
  await changed(database, promotion.storeId, reach);
  return { promotion, message: sellerMessages.promotionCreated };
}

export async function updatePromotion(
  database: Database,
  actor: Actor,
  id: number,
  input: PromotionInput,
  expectedVersion?: number,
) {
  const { promotion, reach } = await database.db.transaction(async (tx) => {
    const before = await loadPromotion(tx, actor, id, { forUpdate: true });
    const current = before.row;
    assertVersion(expectedVersion, current.version, sellerMessages.promotionVersionConflict);
    const { product, store } = await ownedProduct(tx, actor, input.productId);
    assertPriceBelow(product.price, input.promotionalPrice);
    const [row] = await tx
      .update(promotions)
      .set({
        ...input,
        storeId: store.id,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        version: current.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(promotions.id, id))
      .returning();
    if (!row) throw notFound(sellerMessages.promotionNotFound, 'PROMOTION_NOT_FOUND');
    return {
      promotion: toPromotionWire(row, store.name, toProductWire(product, store.name)),
      reach: promotionReach({ ...before, promotion: current }, { promotion: row, product, store }),
    };
  });
  await changed(database, promotion.storeId, reach);
  return { promotion, message: sellerMessages.promotionUpdated };
}

export async function deletePromotion(database: Database, actor: Actor, id: number) {
  const { storeId, reach } = await database.db.transaction(async (tx) => {
    const before = await loadPromotion(tx, actor, id);
    await tx.delete(promotions).where(and(eq(promotions.id, id)));
    return { storeId: before.row.storeId, reach: promotionReach({ ...before, promotion: before.row }, null) };
  });
  await changed(database, storeId, reach);
  return { message: sellerMessages.promotionDeleted };
}
