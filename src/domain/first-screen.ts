/**
 * The one list of the pages the server renders and the public API answers each one's first screen reads.
 * The server registers its routes from it (server/http/server-render.ts) and gathers those answers; the
 * renderer puts them in the page; the browser's sync pulls the same paths (src/data/sync/catalogue.ts), so
 * the screens' hooks find the first data under the paths they would fetch.
 */
import type { ProductPage, ProductWire } from './api/catalogue';

/** The server-rendered shopper pages, as server routes. */
export const SERVER_RENDERED_ROUTES = ['/', '/promotions', '/products/:id', '/stores/:id'] as const;

export const PAYMENT_CONFIG_PATH = '/api/stripe/config';

/** The home's catalogue page: the first page of /api/products with no filters. */
export const CATALOGUE_PAGE_SIZE = 48;
/** A store page's whole product list: one pull of up to this many. */
export const STORE_PRODUCTS_LIMIT = 100;

/** The home page's collections. */
export const HOME_PATHS = {
  banners: '/api/banners',
  highlights: '/api/highlights',
  categories: '/api/categories',
  promotions: '/api/promotions',
  products: `/api/products?page=1&limit=${CATALOGUE_PAGE_SIZE}`,
} as const;

/** The background prefetch of spec 000 §7 behind the shell's flash-promotion badge. */
export const FLASH_COUNT_PATH = '/api/promotions/flash/count';

export const productPath = (id: number) => `/api/products/${id}`;
export const storePath = (id: number) => `/api/stores/${id}`;
export const storeProductsPath = (id: number) =>
  `/api/products?storeId=${id}&page=1&limit=${STORE_PRODUCTS_LIMIT}`;
export const storeCouponsPath = (id: number) => `/api/stores/${id}/coupons`;

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
    else if (store !== null) paths = [storePath(store), storeProductsPath(store), storeCouponsPath(store)];
  }
  return paths && [PAYMENT_CONFIG_PATH, ...paths];
}

/**
 * What a product card shows and the home's catalogue orders by (ProductCard, `catalogueOrder`). The product
 * lists of the home and promotions pages carry only these fields in their first data: the rest of a product
 * (description, dates, version) arrives with the sync, and a card is memoized on these fields, so the sync's
 * fuller rows render no card again. Half of the home page's first data was fields no card shows; without them
 * its HTML fits in what a new connection delivers in its first round trip (docs/first-screen.md).
 */
export const PRODUCT_CARD_FIELDS = [
  'id',
  'storeId',
  'storeName',
  'name',
  'category',
  'price',
  'discountedPrice',
  'stock',
  'images',
  'status',
  'isHighlighted',
  // Derived by the server (product/derived.ts): the card's offer badge and its "Esgotado".
  'discountPercentage',
  'availability',
] as const satisfies readonly (keyof ProductWire)[];

export type ProductCardData = Pick<ProductWire, (typeof PRODUCT_CARD_FIELDS)[number]>;

export function toProductCard(product: ProductWire): ProductCardData {
  const card: Partial<Record<keyof ProductCardData, unknown>> = {};
  for (const field of PRODUCT_CARD_FIELDS) card[field] = product[field];
  return card as ProductCardData;
}

/** `answer` (the API's, for `path`) as the page's first data carries it: the home's product lists as cards. */
export function firstDataAnswer(path: string, answer: unknown): unknown {
  if (path === HOME_PATHS.highlights && Array.isArray(answer)) return answer.map(toProductCard);
  if (path === HOME_PATHS.products && Array.isArray((answer as ProductPage | null)?.products)) {
    const page = answer as ProductPage;
    return { ...page, products: page.products.map(toProductCard) };
  }
  return answer;
}
