import 'fake-indexeddb/auto';
import { afterEach, expect, it, vi } from 'vitest';
import { firstDataPaths } from '../../domain/first-screen';
import { fetchPaymentTestMode } from '../payment-config';
import {
  syncBanners,
  syncCategories,
  syncHighlights,
  syncProduct,
  syncProductsPage,
  syncPromotions,
  syncStore,
} from './catalogue';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('the sync pulls every API answer a server-rendered page is rendered with, under the same path', async () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ id: 3, products: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  await Promise.allSettled([
    fetchPaymentTestMode(),
    syncCategories(),
    syncHighlights(),
    syncBanners(),
    syncPromotions(),
    syncProductsPage(),
    syncProduct(12),
    syncStore(3),
  ]);
  for (const page of ['/', '/promotions', '/products/12', '/stores/3']) {
    const paths = firstDataPaths(page);
    expect(paths, page).not.toBeNull();
    for (const path of paths ?? []) expect(asked, `${page}: ${path}`).toContain(path);
  }
});
