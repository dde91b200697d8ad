import { db, type FeiraDb, type PromotionRow } from '../../../../data/db';
import { productsPageCollection, pulled } from '../../../../data/sync/collections';
import type { BannerWire, CategoryWire } from '../../../../domain/api/catalogue';
import { HOME_PATHS, type ProductCardData, toProductCard } from '../../../../domain/first-screen';
import { compareNames } from '../../../../domain/format';
import { isPubliclyVisible } from '../../../../domain/product/status';
import { isRunningPromotion } from '../../../../domain/visibility';
import { type FirstAnswer, useLiveRead } from '../../../reads/live-read';
import { usePageNow } from '../../../ssr/first-data';

/**
 * An empty local table means "not loaded yet" until the collection's first pull has answered (or the device is
 * offline): the screen keeps its skeleton instead of flashing an empty state that the first sync then pushes
 * down (layout shift).
 */
async function settled<T>(db: FeiraDb, rows: T[], collection: string): Promise<T[] | undefined> {
  return rows.length > 0 || (await pulled(db, collection)) ? rows : undefined;
}

/**
 * Each hook reads its local copy and, until that copy has settled, the answers the server rendered the page
 * with (`first`); both go through the same selection, so the live copy replaces the server's with the same
 * list. The server's product lists carry what a card shows (`ProductCardData`): the hooks hand out the local
 * copy's products as cards too, so when the first sync writes the products the page was rendered with, the
 * live read finds the same content and nothing renders again.
 */

/** Highlights in server order, from the local copy: renders offline exactly as last synced. */
export function useHighlights() {
  return useLiveRead<ProductCardData[]>(
    async () => {
      const order = await db.highlights.orderBy('position').toArray();
      const products = await db.products.bulkGet(order.map((h) => h.productId));
      return settled(db, products.filter((p) => p !== undefined).map(toProductCard), 'highlights');
    },
    [],
    { first: (answer) => answer(HOME_PATHS.highlights) },
  );
}

/** Dexie's order: by primary key (the slug), as IndexedDB compares strings. */
const bySlug = (rows: CategoryWire[]) =>
  [...rows].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));

export function useCategories() {
  return useLiveRead(async () => settled(db, bySlug(await db.categories.toArray()), 'categories'), [], {
    first: (answer) => mapFirst(answer<CategoryWire[]>(HOME_PATHS.categories), bySlug),
  });
}

const mapFirst = <A, T>(first: A | undefined, select: (first: A) => T) =>
  first === undefined ? undefined : select(first);

const bannerOrder = (rows: BannerWire[]) => [...rows].sort((a, b) => a.sortOrder - b.sortOrder);

export function useBanners() {
  return useLiveRead(async () => settled(db, bannerOrder(await db.banners.toArray()), 'banners'), [], {
    first: (answer) => mapFirst(answer<BannerWire[]>(HOME_PATHS.banners), bannerOrder),
  });
}

/** The products the server rendered the page with: its highlights and its first catalogue page. */
function firstProducts(answer: FirstAnswer): ProductCardData[] | undefined {
  const highlights = answer<ProductCardData[]>(HOME_PATHS.highlights);
  const page = answer<{ products: ProductCardData[] }>(HOME_PATHS.products);
  if (!highlights && !page) return undefined;
  const byId = new Map<number, ProductCardData>();
  for (const product of [...(highlights ?? []), ...(page?.products ?? [])]) byId.set(product.id, product);
  return [...byId.values()];
}

const catalogueOrder = <T extends ProductCardData>(rows: T[], limit: number) =>
  rows
    .filter((p) => isPubliclyVisible(p.status))
    .sort((a, b) => Number(b.isHighlighted) - Number(a.isHighlighted) || compareNames(a.name, b.name))
    .slice(0, limit);

/**
 * The catalogue grid of the home page: what the shopper has synced, highlights first. The local copy counts
 * once the highlights and the catalogue's first page have both been pulled (or offline): before that it may
 * hold only the highlights, and the grid would drop the server's cards and add them back.
 */
export function useCatalogueProducts(limit = 48) {
  return useLiveRead<ProductCardData[]>(
    async () => {
      const rows = catalogueOrder(await db.products.toArray(), limit).map(toProductCard);
      return (await pulled(db, 'highlights', productsPageCollection())) ? rows : undefined;
    },
    [limit],
    { first: (answer) => mapFirst(firstProducts(answer), (rows) => catalogueOrder(rows, limit)) },
  );
}

/** Running at `at` by the domain's rule (the server sent only public ones), soonest end first. */
function runningPromotions(rows: PromotionRow[], limit: number | undefined, at = Date.now()): PromotionRow[] {
  const running = rows
    .filter((p) => isRunningPromotion(p, at))
    .sort((a, b) => a.endsAt.localeCompare(b.endsAt));
  return limit === undefined ? running : running.slice(0, limit);
}

/** A promotion and its product's card (null when this device does not have the product). */
interface PromotionItem {
  promotion: PromotionRow;
  product: ProductCardData | null;
}

/**
 * Promotions running now by the domain's rule, soonest end first, with their product when known. A promotion's
 * product not on this device (yet) is the one the server rendered the page with: the promotions can answer
 * before the catalogue, and a card losing its photo and name for a moment shifted the promotions page.
 */
export function useFlashPromotions(limit?: number) {
  const now = usePageNow();
  return useLiveRead<PromotionItem[]>(
    async (answer) => {
      const now = new Date().toISOString();
      const picked = runningPromotions(await db.promotions.where('endsAt').above(now).toArray(), limit);
      const products = await db.products.bulkGet(picked.map((p) => p.productId));
      const rendered = renderedProducts(answer);
      return settled(
        db,
        picked.map((promotion, i) => {
          const product = products[i];
          return { promotion, product: product ? toProductCard(product) : rendered(promotion.productId) };
        }),
        'promotions',
      );
    },
    [limit],
    {
      first: (answer) => {
        const first = answer<{ promotions: PromotionRow[] } | PromotionRow[]>(HOME_PATHS.promotions);
        if (!first) return undefined;
        const rendered = renderedProducts(answer);
        return runningPromotions(Array.isArray(first) ? first : first.promotions, limit, now).map(
          (promotion) => ({ promotion, product: rendered(promotion.productId) }),
        );
      },
    },
  );
}

/** A product's card as the server rendered the page with it (null when it did not). */
function renderedProducts(answer: FirstAnswer): (id: number) => ProductCardData | null {
  const known = new Map((firstProducts(answer) ?? []).map((p) => [p.id, p]));
  return (id) => known.get(id) ?? null;
}

/** Products opened on this device, most recent first (db.recentlyViewed). */
export function useRecentlyViewed(limit = 8) {
  return useLiveRead(async () => {
    const recent = await db.recentlyViewed.orderBy('viewedAt').reverse().limit(limit).toArray();
    const products = await db.products.bulkGet(recent.map((r) => r.productId));
    return products.filter((p) => p !== undefined);
  }, [limit]);
}
