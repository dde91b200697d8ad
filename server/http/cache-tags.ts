/**
 * What a shared public answer is made from, and so what drops it: the tags of an answer by its path, the tags
 * a change event touches, and how long an answer may live when no event announces its change. The cache
 * (public-cache.ts) only matches the two; this module is where a new route or event says what it touches.
 */
import { TIME } from '../../src/domain/constants';
import type { FeiraEvent } from '../realtime/events';

/** What an answer was made from: a change to any of these drops it. */
export type CacheTag =
  | 'catalogue'
  | 'categories'
  | 'stores'
  | 'banners'
  | 'coupons'
  | 'promotions'
  | `product:${number}`;

/** Which tags an answer of `path` (an /api path with its query) is made from. */
export function tagsOfPath(path: string): CacheTag[] {
  const pathname = path.split('?')[0] ?? path;
  const product = /^\/api\/products\/(\d+)$/.exec(pathname);
  // A product's page shows its store's name: a store change reaches it through the `stores` tag.
  if (product) return [`product:${Number(product[1])}`, 'stores'];
  if (/^\/api\/stores\/\d+\/coupons$/.test(pathname) || pathname === '/api/coupons/public')
    return ['coupons'];
  if (pathname === '/api/banners') return ['banners'];
  if (pathname.startsWith('/api/promotions')) return ['promotions', 'catalogue'];
  // A store's page lists its usable coupons too.
  if (/^\/api\/stores\/\d+$/.test(pathname)) return ['stores', 'catalogue', 'coupons'];
  if (pathname.startsWith('/api/stores')) return ['stores', 'catalogue'];
  // The category lists (with their counts) and each category's products.
  if (pathname.startsWith('/api/categories')) return ['categories', 'catalogue', 'stores'];
  // Product lists, search, highlights, categories (with their counts), price ranges.
  return ['catalogue', 'stores'];
}

/**
 * How long an answer of `path` may be kept when no change drops it first: promotions, coupons and a store's
 * page (its usable coupons) change when a start or an end time passes, which no event announces.
 */
export function ttlOfPath(path: string): number | undefined {
  const pathname = path.split('?')[0] ?? path;
  if (/^\/api\/(promotions|coupons)|^\/api\/stores\/\d+/.test(pathname)) return 30 * TIME.SECOND;
  return undefined;
}

/** The tags an event touches, or 'all'. Events about one user's own data touch no shared answer. */
export function tagsOfEvent(event: FeiraEvent): readonly CacheTag[] | 'all' {
  switch (event.type) {
    case 'product-created':
    case 'product-updated':
    case 'product-deleted':
      return ['catalogue', 'promotions', `product:${event.productId}`];
    case 'store-created':
    case 'store-updated':
    case 'store-deleted':
    case 'cache-invalidate':
      return 'all';
    case 'data-changed':
      switch (event.collection) {
        case 'products':
        case 'stores':
          return 'all';
        case 'promotions':
          return ['promotions', 'catalogue'];
        case 'coupons':
          return ['coupons'];
        case 'banners':
          return ['banners'];
        // A category change touches the category lists and, unless that drop is targeted, every list.
        case 'categories':
          return ['catalogue', 'categories'];
        case 'highlights':
          return ['catalogue'];
        default:
          return [];
      }
    default:
      return [];
  }
}
