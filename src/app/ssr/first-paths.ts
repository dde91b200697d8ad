/**
 * Which pages the server renders, and the public API answers each one's first screen reads (the same paths
 * the browser's sync pulls, so the hooks find the first data under the paths they would fetch). Kept free of
 * React and Dexie: the server imports it to gather the data before rendering.
 */

export const PAYMENT_CONFIG_PATH = '/api/stripe/config';

/** The home page's collections (src/data/sync/catalogue.ts pulls the same paths). */
export const HOME_PATHS = {
  banners: '/api/banners',
  highlights: '/api/highlights',
  categories: '/api/categories',
  promotions: '/api/promotions',
  products: '/api/products?page=1&limit=48',
} as const;

export const productPath = (id: number) => `/api/products/${id}`;
export const storePath = (id: number) => `/api/stores/${id}`;
export const storeProductsPath = (id: number) => `/api/products?storeId=${id}&page=1&limit=100`;

const idIn = (pathname: string, pattern: RegExp): number | null => {
  const id = Number(pattern.exec(pathname)?.[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * The API paths to render `pathname` with, or null when the page is not server-rendered (it gets the app
 * shell: signed-in areas, forms, search). Every page shares the payment configuration (the test-mode banner).
 */
export function firstDataPaths(pathname: string): string[] | null {
  const catalogue = [HOME_PATHS.highlights, HOME_PATHS.products];
  let paths: string[] | null = null;
  if (pathname === '/') paths = Object.values(HOME_PATHS);
  else if (pathname === '/promotions') paths = [HOME_PATHS.promotions, ...catalogue];
  else {
    const product = idIn(pathname, /^\/products\/(\d+)$/);
    const store = idIn(pathname, /^\/stores\/(\d+)$/);
    if (product !== null) paths = [productPath(product)];
    else if (store !== null) paths = [storePath(store), storeProductsPath(store)];
  }
  return paths && [PAYMENT_CONFIG_PATH, ...paths];
}
