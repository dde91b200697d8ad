/**
 * The pieces every product write of product-commands.ts shares: parsing the version and images of a request,
 * loading the row for a write (ownership, spec 001 §6), the store-wide checks (unique name, highlight room),
 * the versioned save, the answer and the event.
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { ProductWire } from '../../../src/domain/api/catalogue';
import { type ProductWriteResponse, sellerMessages, versionSchema } from '../../../src/domain/api/seller';
import { businessRuleViolation, validationError } from '../../../src/domain/errors';
import {
  duplicateNameError,
  findDuplicateName,
  productNotOwnedError,
} from '../../../src/domain/product/duplicate-name';
import { activityOf, eventNames, type ProductEvent } from '../../../src/domain/product/events';
import { issuesToDetails } from '../../../src/domain/product/issue-codes';
import { PRODUCT_LIMITS } from '../../../src/domain/product/limits';
import { productMessages } from '../../../src/domain/product/messages';
import { Product } from '../../../src/domain/product/product';
import { productWarnings } from '../../../src/domain/product/warnings';
import { type Actor, loadOwnedStore } from '../../auth/access';
import type { Database, Tx } from '../../db/client';
import { products } from '../../db/schema';
import { conflict, HttpError, productNotFound } from '../../http/errors';
import { publishEvent, type Reach } from '../../realtime/events';
import { assertPlanRoom } from '../billing/plan-limits';
import { invalidateStoreProducts } from '../catalogue/product-cache';
import { type ProductRow, productColumns, snapshotToColumns, toProductWire } from '../catalogue/product-rows';
import { recordAnalyticsBatch } from './analytics';

export const versionConflict = () => conflict(sellerMessages.versionConflict, 'VERSION_CONFLICT');

export function parseVersion(body: unknown): number | undefined {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).version : undefined;
  const result = versionSchema.safeParse(raw);
  if (!result.success)
    throw validationError(issuesToDetails(result.error.issues).map((d) => ({ ...d, field: 'version' })));
  return result.data;
}

/** The unique index (store_id, lower(name)) is the last line of defence against a duplicate-name race. */
export function isDuplicateNameViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      pg.code === '23505' &&
      (pg.constraint === 'products_store_name_unique' ||
        String(pg.message).includes('products_store_name_unique'))
    ) {
      return true;
    }
    if (e === (e as { cause?: unknown }).cause) break;
  }
  return false;
}

export function respond(product: Product, storeName: string, message: string): ProductWriteResponse {
  const s = product.toSnapshot();
  const wire = toProductWire(
    {
      id: Number(s.id),
      storeId: s.storeId,
      ...snapshotToColumns(s),
      createdAt: new Date(s.createdAt),
    },
    storeName,
  );
  return {
    product: wire,
    warnings: productWarnings({
      price: s.price.amount,
      discountedPrice: s.discountedPrice?.amount ?? null,
      stock: s.stock,
      images: s.images,
      description: s.description,
      isHighlighted: s.isHighlighted,
    }),
    message,
  };
}

/**
 * Tells every process and socket: the generic message of spec 000 §7 (`product-created`/`product-updated`)
 * carrying the row and the named domain events of spec 001 §4 that the change produced, in order. `reach`:
 * who may hear it, from the product's status before and after and its store (realtime/reach.ts).
 */
export async function announce(
  database: Database,
  type: 'product-created' | 'product-updated',
  product: ProductWire,
  reach: Reach,
  events: readonly ProductEvent[],
) {
  invalidateStoreProducts(database, product.storeId);
  await publishEvent(database, {
    type,
    storeId: product.storeId,
    productId: product.id,
    product,
    reach,
    events: eventNames(events),
  });
}

/**
 * The seller's analytics count their own catalogue changes (price changes, discounts, restocks) from the
 * change's events, in the write's transaction: a change saved is counted once, a refused one never.
 */
export async function countActivity(tx: Tx, product: Product): Promise<void> {
  const activities = product.events.flatMap((event) => {
    const kind = activityOf(event);
    return kind ? [{ storeId: product.storeId, productId: Number(product.id), kind }] : [];
  });
  await recordAnalyticsBatch(tx, activities);
}

/** Same store, same name ignoring case/accents/spaces (domain rule); the store row is locked by the caller. */
export async function assertUniqueName(tx: Tx, storeId: number, name: string, exceptId?: number) {
  const existing = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.storeId, storeId));
  if (findDuplicateName(name, existing, exceptId)) throw duplicateNameError(name);
}

export async function loadForWrite(
  tx: Tx,
  actor: Actor,
  productId: number,
  claimedStoreId: number | undefined,
) {
  const [row] = await tx.select(productColumns).from(products).where(eq(products.id, productId));
  if (!row) throw productNotFound();
  // Spec 001 §6: the product must belong to the store the request names...
  if (claimedStoreId !== undefined && claimedStoreId !== row.storeId) throw productNotOwnedError();
  // ...and that store must be the actor's.
  const store = await loadOwnedStore(tx, actor, row.storeId).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 403) throw productNotOwnedError();
    throw error;
  });
  return { row, store };
}

/**
 * Spec 001 §9: at most 10 highlighted products per store. The caller holds the store's row lock (the one
 * creates and renames take), so two concurrent highlights of a store's 10th and 11th product cannot both
 * pass the count.
 */
export async function assertHighlightRoom(tx: Tx, storeId: number, productId: number): Promise<void> {
  const [row] = await tx
    .select({ highlighted: count() })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.isHighlighted, true), ne(products.id, productId)));
  if ((row?.highlighted ?? 0) >= PRODUCT_LIMITS.highlightsPerStoreMax) {
    throw businessRuleViolation(productMessages.highlightLimit, 'HIGHLIGHT_LIMIT_REACHED', 'isHighlighted');
  }
  await assertPlanRoom(tx, storeId, 'highlightedProducts');
}

/**
 * Saves the entity over the row it was loaded from; 0 rows updated means somebody else saved first. A
 * no-op saves nothing, unless the request named the version it changes (`acknowledge`): then the version
 * still moves on by one, because a client that queued several changes of one product sent each next one
 * with the version the previous one was to produce, and a no-op that kept the version made that next
 * change a conflict nobody caused. Answers the product as saved.
 */
export async function save(
  tx: Tx,
  actor: Actor,
  loaded: ProductRow,
  product: Product,
  acknowledge = false,
): Promise<Product> {
  if (product.version === loaded.version) {
    if (!acknowledge) return product;
    const acknowledged = Product.fromSnapshot({
      ...product.toSnapshot(),
      version: loaded.version + 1,
      updatedAt: new Date().toISOString(),
    });
    const s = acknowledged.toSnapshot();
    const bumped = await tx
      .update(products)
      .set({ version: s.version, updatedAt: new Date(s.updatedAt) })
      .where(and(eq(products.id, loaded.id), eq(products.version, loaded.version)))
      .returning({ id: products.id });
    if (bumped.length === 0) throw versionConflict();
    return acknowledged;
  }
  if (product.toSnapshot().isHighlighted && !loaded.isHighlighted) {
    await loadOwnedStore(tx, actor, loaded.storeId, { forUpdate: true });
    await assertHighlightRoom(tx, loaded.storeId, loaded.id);
  }
  const updated = await tx
    .update(products)
    .set(snapshotToColumns(product.toSnapshot()))
    .where(and(eq(products.id, loaded.id), eq(products.version, loaded.version)))
    .returning({ id: products.id });
  if (updated.length === 0) throw versionConflict();
  await countActivity(tx, product);
  return product;
}
