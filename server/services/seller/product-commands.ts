/**
 * Every product write goes through the domain model: load the row → Product entity → operation
 * (the entity enforces statuses, discounts, stock and invariants) → save with `WHERE version = expected`.
 * A stale version (from the client, or a concurrent writer between our read and write) is a 409, so two
 * sellers editing one product on two phones never silently overwrite each other.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ProductAction, ProductWriteResponse } from '../../../src/domain/api/seller';
import { duplicateNameError } from '../../../src/domain/product/duplicate-name';
import { productSuccessMessages } from '../../../src/domain/product/messages';
import {
  applyProductUpdate,
  orderedImages,
  PRODUCT_ACTION_OPERATIONS,
} from '../../../src/domain/product/operations';
import { Product } from '../../../src/domain/product/product';
import {
  validateCreateProductRequest,
  validateUpdateProductRequest,
} from '../../../src/domain/product/requests';
import { type Actor, loadOwnedStore } from '../../auth/access';
import type { Database, Tx } from '../../db/client';
import { products } from '../../db/schema';
import { publishEvent } from '../../realtime/events';
import { productReach } from '../../realtime/reach';
import { assertPlanRoom } from '../billing/plan-limits';
import { invalidateStoreProducts } from '../catalogue/product-cache';
import { rowToSnapshot, snapshotToColumns } from '../catalogue/product-rows';

import {
  announce,
  assertHighlightRoom,
  assertUniqueName,
  isDuplicateNameViolation,
  loadForWrite,
  parseVersion,
  respond,
  save,
  versionConflict,
} from './product-writes';

/**
 * The answer to a saved product write, once those who may see the product have been told (`before`: the row
 * as it was, null for a new product; the reach compares what was public with what is).
 */
async function announced(
  database: Database,
  type: 'product-created' | 'product-updated',
  product: Product,
  store: Parameters<typeof productReach>[0] & { name: string },
  before: Parameters<typeof productReach>[1],
  message: string,
): Promise<ProductWriteResponse> {
  const response = respond(product, store.name, message);
  await announce(
    database,
    type,
    response.product,
    productReach(store, before, product.toSnapshot()),
    product.events,
  );
  return response;
}

export async function createProduct(
  database: Database,
  actor: Actor,
  body: unknown,
): Promise<ProductWriteResponse> {
  const validated = validateCreateProductRequest(body);
  if (!validated.success) throw validated.error;
  const input = validated.data;
  try {
    const { product, store } = await database.db.transaction(async (tx) => {
      // Locking the store serialises creates and renames in it, so the accent-insensitive duplicate check is exact.
      const store = await loadOwnedStore(tx, actor, input.storeId, { forUpdate: true });
      await assertUniqueName(tx, store.id, input.name);
      await assertPlanRoom(tx, store.id, 'products');
      // Both drivers (node-postgres and PGlite) answer execute() with { rows }.
      const sequence = (await tx.execute(
        sql`select nextval(pg_get_serial_sequence('products', 'id')) as id`,
      )) as unknown as { rows: { id: string | number }[] };
      const next = sequence.rows[0];
      const images = orderedImages(input.images);
      let entity = Product.create({
        id: Number(next?.id),
        storeId: store.id,
        name: input.name,
        description: input.description,
        category: input.category,
        price: input.price,
        discountedPrice: input.discountedPrice,
        stock: input.stock,
        images: images.urls,
        imageAlts: images.alts,
        status: input.isActive ? 'ACTIVE' : 'INACTIVE',
      });
      if (input.isHighlighted) entity = entity.highlight();
      const s = entity.toSnapshot();
      if (s.isHighlighted) await assertHighlightRoom(tx, store.id, Number(s.id));
      await tx
        .insert(products)
        .overridingSystemValue()
        .values({
          id: Number(s.id),
          storeId: s.storeId,
          ...snapshotToColumns(s),
          createdAt: new Date(s.createdAt),
        });
      return { product: entity, store };
    });
    return await announced(database, 'product-created', product, store, null, productSuccessMessages.created);
  } catch (error) {
    if (isDuplicateNameViolation(error)) throw duplicateNameError(input.name);
    throw error;
  }
}

/**
 * A change to an existing product: loaded (the actor's, in the store the request names), checked against
 * the version the seller saw, changed and saved. Announced only when it moved to a new version: a no-op
 * (already active, …) saves and says nothing.
 */
async function changeProduct(
  database: Database,
  actor: Actor,
  productId: number,
  request: { storeId: number | undefined; expectedVersion: number | undefined },
  change: (tx: Tx, loaded: Awaited<ReturnType<typeof loadForWrite>>) => Promise<Product>,
): Promise<ProductWriteResponse> {
  const { expectedVersion } = request;
  const { product, row, store, moved } = await database.db.transaction(async (tx) => {
    const loaded = await loadForWrite(tx, actor, productId, request.storeId);
    const { row, store } = loaded;
    if (expectedVersion !== undefined && expectedVersion !== row.version) throw versionConflict();
    const saved = await save(tx, actor, row, await change(tx, loaded), expectedVersion !== undefined);
    return { product: saved, row, store, moved: saved.version !== row.version };
  });
  if (!moved) return respond(product, store.name, productSuccessMessages.updated);
  return announced(database, 'product-updated', product, store, row, productSuccessMessages.updated);
}

export async function updateProduct(
  database: Database,
  actor: Actor,
  productId: number,
  body: unknown,
): Promise<ProductWriteResponse> {
  const validated = validateUpdateProductRequest({
    ...(body && typeof body === 'object' ? body : {}),
    productId,
  });
  if (!validated.success) throw validated.error;
  const input = validated.data;
  try {
    return await changeProduct(
      database,
      actor,
      productId,
      { storeId: input.storeId, expectedVersion: parseVersion(body) },
      async (tx, { row, store }) => {
        if (input.name !== undefined) {
          await loadOwnedStore(tx, actor, store.id, { forUpdate: true });
          await assertUniqueName(tx, store.id, input.name, row.id);
        }
        return applyProductUpdate(Product.fromSnapshot(rowToSnapshot(row)), input);
      },
    );
  } catch (error) {
    if (isDuplicateNameViolation(error) && input.name !== undefined) throw duplicateNameError(input.name);
    throw error;
  }
}

function storeIdOf(body: Record<string, unknown>): number | undefined {
  const raw = body.storeId;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : -1;
}

/** POST /api/products/:id/<action>: one entity operation; a no-op (already active, …) saves nothing. */
export async function runProductAction(
  database: Database,
  actor: Actor,
  productId: number,
  action: ProductAction,
  body: Record<string, unknown>,
): Promise<ProductWriteResponse> {
  return changeProduct(
    database,
    actor,
    productId,
    { storeId: storeIdOf(body), expectedVersion: parseVersion(body) },
    async (_tx, { row }) => PRODUCT_ACTION_OPERATIONS[action](Product.fromSnapshot(rowToSnapshot(row)), body),
  );
}

export async function deleteProduct(
  database: Database,
  actor: Actor,
  productId: number,
  options: { storeId?: number; version?: number },
): Promise<{ message: string; productId: number }> {
  const { row, store } = await database.db.transaction(async (tx) => {
    const loaded = await loadForWrite(tx, actor, productId, options.storeId);
    const { row } = loaded;
    if (options.version !== undefined && options.version !== row.version) throw versionConflict();
    const deleted = await tx
      .delete(products)
      .where(and(eq(products.id, row.id), eq(products.version, row.version)))
      .returning({ id: products.id });
    if (deleted.length === 0) throw versionConflict();
    return loaded;
  });
  invalidateStoreProducts(database, row.storeId);
  await publishEvent(database, {
    type: 'product-deleted',
    storeId: row.storeId,
    productId,
    reach: productReach(store, row, null),
  });
  return { message: productSuccessMessages.deleted, productId };
}
