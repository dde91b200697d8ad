import { describe, expect, it } from 'vitest';
import { firstDataPaths, HOME_PATHS, PAYMENT_CONFIG_PATH } from './first-paths';

describe('which pages the server renders, and with which API answers', () => {
  it('renders the home page with its collections (the same paths the sync pulls)', () => {
    expect(firstDataPaths('/')).toEqual([PAYMENT_CONFIG_PATH, ...Object.values(HOME_PATHS)]);
  });

  it('renders a product, a store and the promotions from their own answers', () => {
    expect(firstDataPaths('/products/12')).toEqual([PAYMENT_CONFIG_PATH, '/api/products/12']);
    expect(firstDataPaths('/stores/3')).toEqual([
      PAYMENT_CONFIG_PATH,
      '/api/stores/3',
      '/api/products?storeId=3&page=1&limit=100',
    ]);
    expect(firstDataPaths('/promotions')).toContain(HOME_PATHS.promotions);
  });

  it('leaves every other page to the app shell, and odd ids too', () => {
    for (const path of [
      '/search',
      '/login',
      '/seller/dashboard',
      '/products',
      '/products/abc',
      '/products/0',
      '/stores/1/x',
    ])
      expect(firstDataPaths(path), path).toBeNull();
  });
});
