/**
 * Pulls the public catalogue into Dexie. Each collection replaces its table inside one
 * transaction so a live query never sees a half-applied refresh. Conditional requests (ETag)
 * make a refresh of unchanged data cost a 304.
 */
import type { BannerWire, CategoryWire, ProductPage, ProductWire } from '../../domain/api/catalogue';
import { db } from '../db';
import { ApiError, requestJson } from '../http';

async function fetchWithEtag<T>(collection: string, path: string): Promise<T | undefined> {
  const state = await db.syncState.get(collection);
  const response = await requestJson<T>(path, {
    headers: state?.etag ? { 'If-None-Match': state.etag } : {},
  });
  const etag = response.headers.get('etag') ?? undefined;
  await db.syncState.put({ collection, etag: etag ?? state?.etag, fetchedAt: Date.now() });
  return response.status === 304 ? undefined : response.data;
}

export async function syncCategories(): Promise<void> {
  const categories = await fetchWithEtag<CategoryWire[]>('categories', '/api/categories');
  if (!categories) return;
  await db.transaction('rw', db.categories, async () => {
    await db.categories.clear();
    await db.categories.bulkPut(categories);
  });
}

export async function syncHighlights(): Promise<void> {
  const highlights = await fetchWithEtag<ProductWire[]>('highlights', '/api/highlights');
  if (!highlights) return;
  await db.transaction('rw', db.products, db.highlights, async () => {
    await db.products.bulkPut(highlights);
    await db.highlights.clear();
    await db.highlights.bulkPut(highlights.map((product, position) => ({ productId: product.id, position })));
  });
}

export async function syncBanners(): Promise<void> {
  const banners = await fetchWithEtag<BannerWire[]>('banners', '/api/banners');
  if (!banners) return;
  await db.transaction('rw', db.banners, async () => {
    await db.banners.clear();
    await db.banners.bulkPut(banners);
  });
}

/** First page of the catalogue (the home page's "Produtos" grid); further pages load on demand. */
export async function syncProductsPage(page = 1, limit = 48): Promise<ProductPage | undefined> {
  const data = await fetchWithEtag<ProductPage>(
    `products:${page}:${limit}`,
    `/api/products?page=${page}&limit=${limit}`,
  );
  if (data) await db.products.bulkPut(data.products);
  return data;
}

/** One product, kept for offline use; a 404 removes a stale local copy. */
export async function syncProduct(id: number): Promise<ProductWire | undefined> {
  try {
    const { data } = await requestJson<ProductWire>(`/api/products/${id}`);
    await db.products.put(data);
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await db.products.delete(id);
      return undefined;
    }
    throw error;
  }
}

export async function syncHome(): Promise<void> {
  await Promise.allSettled([syncCategories(), syncHighlights(), syncBanners(), syncProductsPage()]);
}
