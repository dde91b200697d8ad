/**
 * Pulls the public catalogue into Dexie. Each collection replaces its table inside one
 * transaction so a live query never sees a half-applied refresh. Conditional requests (ETag)
 * make a refresh of unchanged data cost a 304. Products and stores keep the newer of two copies (`putLatest`).
 */

import { dequal } from 'dequal/lite';
import type { EntityTable, IDType, Table } from 'dexie';
import type {
  BannerWire,
  CategoryWire,
  Pagination,
  ProductAnswer,
  ProductPage,
  ProductWire,
  StoreWire,
} from '../../domain/api/catalogue';
import {
  FLASH_COUNT_PATH,
  HOME_PATHS,
  productPath,
  STORE_PRODUCTS_LIMIT,
  storeCouponsPath,
  storePath,
} from '../../domain/first-screen';
import { type CouponRow, db, type PromotionRow } from '../db';
import { ApiError, requestJson } from '../http';
import { withDatabase } from '../storage';
import { FLASH_COUNT_COLLECTION, type ProductFilters, productsPageCollection } from './collections';

export type { ProductFilters } from './collections';

/**
 * A conditional GET of one collection. The answer and its sync state are written in one transaction, so a
 * live query never sees a collection marked as synced while its rows are still missing (the home page would
 * flash its empty states and shift when they arrive). `store` runs only when the server sent a body (not 304).
 * The sync state's `fetchedAt` is when the collection last changed here, not when it was last asked. The
 * catalogue is most of what a device stores: a write that finds the origin full frees the rows the server can
 * give back and is made once more, and one that finds the database closed by the browser reopens it.
 */
async function pullCollection<T>(
  collection: string,
  path: string,
  tables: Table[],
  store: (data: T, askedAt: number) => Promise<unknown>,
): Promise<T | undefined> {
  const state = await db.syncState.get(collection);
  const askedAt = performance.now();
  const response = await requestJson<T>(path, {
    headers: state?.etag ? { 'If-None-Match': state.etag } : {},
  });
  // Unchanged since the last answer: nothing is written, so no live query over this collection wakes (a repeat
  // visit's start pulls and each socket's catch-up are mostly 304s).
  if (response.status === 304 && state) return undefined;
  const data = response.status === 304 ? undefined : response.data;
  const etag = response.headers.get('etag') ?? state?.etag;
  const pagination = (data as { pagination?: unknown } | undefined)?.pagination;
  await withDatabase(() =>
    db.transaction('rw', [db.syncState, ...tables], async () => {
      await db.syncState.put({ collection, etag, fetchedAt: Date.now() });
      if (pagination) {
        await db.syncState.put({
          collection: `${collection}#pagination`,
          etag: JSON.stringify(pagination),
          fetchedAt: Date.now(),
        });
      }
      if (data !== undefined) await store(data, askedAt);
    }),
  );
  return data;
}

type Versioned = { id: number; updatedAt: string };

/**
 * When a delta removed a product or store from this device (`performance.now()`, by table and id). A deleted
 * row leaves no newer copy behind to compare with, so an answer asked for before the removal and arriving
 * after it (the catch-up pull of a socket that just opened, a page re-reading its product) would put the
 * deleted row back on an open page. Kept for as long as a request may take.
 */
const removals = new Map<string, Map<number, number>>();
const REMOVAL_MEMORY_MS = 5 * 60_000;

function markRemoved(table: Table, id: number): void {
  const now = performance.now();
  const byId = removals.get(table.name) ?? new Map<number, number>();
  for (const [key, at] of byId) if (now - at > REMOVAL_MEMORY_MS) byId.delete(key);
  byId.set(id, now);
  removals.set(table.name, byId);
}

const removedSince = (table: Table, id: number, askedAt: number): boolean =>
  (removals.get(table.name)?.get(id) ?? Number.NEGATIVE_INFINITY) > askedAt;

/**
 * Stores catalogue rows except where this device already holds a newer copy: a pull's answer read before a
 * change whose delta got here first must not put the older row back (a suspended store shown as open again),
 * nor a row a delta removed after the answer was asked for (`askedAt`, `performance.now()` when the request
 * left). A row equal to the stored one is not written again: a page of 48 products where one changed is one
 * write, and the live queries over the other rows are not woken for nothing. Returns the rows still current
 * (all but those removed since).
 */
export async function putLatest<Row extends Versioned>(
  table: EntityTable<Row, 'id'>,
  rows: readonly Row[],
  askedAt: number,
): Promise<Row[]> {
  const current = rows.filter((row) => !removedSince(table, row.id, askedAt));
  await db.transaction('rw', table, async () => {
    const mine = await table.bulkGet(current.map((row) => row.id as IDType<Row, 'id'>));
    await table.bulkPut(current.filter((row, i) => !isNewer(mine[i], row) && !dequal(mine[i], row)));
  });
  return current;
}

const isNewer = (mine: Versioned | undefined, theirs: Versioned): boolean =>
  mine !== undefined && Date.parse(mine.updatedAt) > Date.parse(theirs.updatedAt);

/** Replaces a whole table with the server's list (categories, banners, promotions). */
function replaceAll<Row>(table: Table<Row>, rows: Row[]): Promise<unknown> {
  return table.clear().then(() => table.bulkPut(rows));
}

export async function syncCategories(): Promise<void> {
  await pullCollection<CategoryWire[]>('categories', HOME_PATHS.categories, [db.categories], (categories) =>
    replaceAll(db.categories, categories),
  );
}

export async function syncHighlights(): Promise<void> {
  await pullCollection<ProductWire[]>(
    'highlights',
    HOME_PATHS.highlights,
    [db.products, db.highlights],
    async (highlights, askedAt) => {
      await putLatest(db.products, highlights, askedAt);
      await replaceAll(
        db.highlights,
        highlights.map((product, position) => ({ productId: product.id, position })),
      );
    },
  );
}

export async function syncBanners(): Promise<void> {
  await pullCollection<BannerWire[]>('banners', HOME_PATHS.banners, [db.banners], (banners) =>
    replaceAll(db.banners, banners),
  );
}

/** One page of /api/products with filters, kept for offline use; returns the server pagination. */
export async function syncProductsPage(
  filters: ProductFilters = {},
  page = 1,
  limit?: number,
): Promise<Pagination | undefined> {
  const collection = productsPageCollection(filters, page, limit);
  const data = await pullCollection<ProductPage>(
    collection,
    `/api/${collection}`,
    [db.products],
    (page, askedAt) => putLatest(db.products, page.products, askedAt),
  );
  return data?.pagination ?? (await lastPagination(collection));
}

/** A 304 carries no body: the pagination of the last full answer is remembered next to its ETag. */
async function lastPagination(collection: string): Promise<Pagination | undefined> {
  const state = await db.syncState.get(`${collection}#pagination`);
  return state?.etag ? (JSON.parse(state.etag) as Pagination) : undefined;
}

const listOf = (body: unknown, key: string): unknown[] =>
  Array.isArray(body) ? body : (((body as Record<string, unknown> | undefined)?.[key] as unknown[]) ?? []);

export async function syncStores(): Promise<void> {
  await pullCollection<unknown>('stores', '/api/stores?limit=100', [db.stores], (data, askedAt) =>
    putLatest(db.stores, listOf(data, 'stores') as StoreWire[], askedAt),
  );
}

export async function syncPromotions(): Promise<void> {
  await pullCollection<unknown>('promotions', HOME_PATHS.promotions, [db.promotions], (data) =>
    replaceAll(db.promotions, listOf(data, 'promotions') as PromotionRow[]),
  );
}

/** How many flash promotions are running (spec 000 §7's background prefetch): the shell's badge reads it. */
export async function syncFlashCount(): Promise<void> {
  await pullCollection<{ count?: unknown }>(FLASH_COUNT_COLLECTION, FLASH_COUNT_PATH, [], (data) =>
    db.syncState.update(FLASH_COUNT_COLLECTION, {
      count: typeof data?.count === 'number' ? data.count : 0,
    }),
  );
}

export async function syncPublicCoupons(): Promise<void> {
  // The answer is every coupon a shopper may see: one deactivated or deleted since must leave this copy too.
  await pullCollection<unknown>('coupons', '/api/coupons/public', [db.coupons], (data) =>
    replaceAll(db.coupons, listOf(data, 'coupons') as CouponRow[]),
  );
}

/** One store's coupons (the redemption dialog's direct mode, a store page). */
export async function syncStoreCoupons(storeId: number): Promise<void> {
  const { data } = await requestJson<unknown>(storeCouponsPath(storeId));
  // The store's whole list: its coupons missing from it were deactivated or deleted.
  await db.transaction('rw', db.coupons, async () => {
    await db.coupons.where({ storeId }).delete();
    await db.coupons.bulkPut(listOf(data, 'coupons') as CouponRow[]);
  });
}

/** A store page offline: the store, its products and its coupons. */
export async function syncStore(id: number): Promise<StoreWire | undefined> {
  try {
    const askedAt = performance.now();
    const { data } = await requestJson<unknown>(storePath(id));
    const store = ((data as { store?: StoreWire })?.store ?? data) as StoreWire;
    // Removed live while this was on its way: the answer is older than the removal.
    if ((await putLatest(db.stores, [store], askedAt)).length === 0) return undefined;
    await Promise.allSettled([
      syncProductsPage({ storeId: id }, 1, STORE_PRODUCTS_LIMIT),
      syncStoreCoupons(id),
    ]);
    return store;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      // Off the public lists (suspended, closed or deleted; the API does not say which): a copy this device
      // has is kept as unavailable, so an open page says so instead of showing what it rendered, and an
      // answer asked for before this one does not make it available again.
      markRemoved(db.stores, id);
      await db.stores.update(id, { isActive: false });
      return undefined;
    }
    throw error;
  }
}

/** One product, kept for offline use; a 404 removes a stale local copy. */
export async function syncProduct(id: number): Promise<ProductWire | undefined> {
  try {
    const askedAt = performance.now();
    const { data } = await requestJson<ProductAnswer>(productPath(id));
    // The answer's success message is not the product's: the kept row is the product alone.
    const { message: _message, ...product } = data;
    // Deleted live while this was on its way: the answer is older than the delete.
    return (await putLatest(db.products, [product], askedAt))[0];
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      markRemoved(db.products, id);
      await db.products.delete(id);
      return undefined;
    }
    throw error;
  }
}

/** Product and store deltas from the socket: the row when the event carries it, else a refetch. */
export async function applyProductDelta(productId: number, row: unknown, deleted: boolean): Promise<void> {
  if (deleted) {
    markRemoved(db.products, productId);
    await db.transaction('rw', db.products, db.highlights, async () => {
      await db.products.delete(productId);
      await db.highlights.delete(productId);
    });
    return;
  }
  if (row && typeof row === 'object' && (row as { id?: unknown }).id === productId) {
    await putLatest(db.products, [row as ProductWire], performance.now());
    return;
  }
  await syncProduct(productId);
}

export async function applyStoreDelta(storeId: number, row: unknown, deleted: boolean): Promise<void> {
  if (deleted) {
    markRemoved(db.stores, storeId);
    await db.stores.delete(storeId);
    return;
  }
  if (row && typeof row === 'object' && (row as { id?: unknown }).id === storeId) {
    await putLatest(db.stores, [row as StoreWire], performance.now());
    return;
  }
  await syncStore(storeId);
}
