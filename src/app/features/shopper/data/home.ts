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

/** Dexie's order: by primary key (the slug), as IndexedDB compares strings. */
const bySlug = (rows: CategoryWire[]) =>
  [...rows].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));

const bannerOrder = (rows: BannerWire[]) => [...rows].sort((a, b) => a.sortOrder - b.sortOrder);

const mapFirst = <A, T>(first: A | undefined, select: (first: A) => T) =>
  first === undefined ? undefined : select(first);

/** The products the server rendered the page with: its highlights and its first catalogue page. */
function firstProducts(answer: FirstAnswer): ProductCardData[] | undefined {
  const highlights = answer<ProductCardData[]>(HOME_PATHS.highlights);
  const page = answer<{ products: ProductCardData[] }>(HOME_PATHS.products);
  if (!highlights && !page) return undefined;
  const byId = new Map<number, ProductCardData>();
  for (const product of [...(highlights ?? []), ...(page?.products ?? [])]) byId.set(product.id, product);
  return [...byId.values()];
}

/** A product's card as the server rendered the page with it (null when it did not). */
function renderedProducts(answer: FirstAnswer): (id: number) => ProductCardData | null {
  const known = new Map((firstProducts(answer) ?? []).map((p) => [p.id, p]));
  return (id) => known.get(id) ?? null;
}

const catalogueOrder = <T extends ProductCardData>(rows: T[], limit: number) =>
  rows
    .filter((p) => isPubliclyVisible(p.status))
    .sort((a, b) => Number(b.isHighlighted) - Number(a.isHighlighted) || compareNames(a.name, b.name))
    .slice(0, limit);

/** ISO instants in time order: their text order is their time order (no collation needed, or paid for). */
const byEnd = (a: PromotionRow, b: PromotionRow) => (a.endsAt < b.endsAt ? -1 : a.endsAt > b.endsAt ? 1 : 0);

/** Running at `at` by the domain's rule (the server sent only public ones), soonest end first. */
function runningPromotions(rows: PromotionRow[], limit: number | undefined, at = Date.now()): PromotionRow[] {
  const running = rows.filter((p) => isRunningPromotion(p, at)).sort(byEnd);
  return limit === undefined ? running : running.slice(0, limit);
}

/** A promotion and its product's card (null when this device does not have the product). */
interface PromotionItem {
  promotion: PromotionRow;
  product: ProductCardData | null;
}

type PromotionsAnswer = { promotions: PromotionRow[] } | PromotionRow[];

/**
 * The home page's reads: each is a live query of the local copy and the stand-in (`first`) the live read shows
 * from the answers the server rendered the page with, both through the same selection. Once the first sync
 * has written those answers the live query answers a value equal to the stand-in (the first-screen reads test
 * checks it on the demo catalogue), the live read keeps the stand-in's objects and nothing renders again. The
 * server's product lists carry what a card shows (`ProductCardData`): the live queries answer cards too.
 */
export const homeReads = {
  /** Highlights in server order, from the local copy: renders offline exactly as last synced. */
  highlights: {
    live: async () => {
      const order = await db.highlights.orderBy('position').toArray();
      const products = await db.products.bulkGet(order.map((h) => h.productId));
      return settled(db, products.filter((p) => p !== undefined).map(toProductCard), 'highlights');
    },
    first: (answer: FirstAnswer) => answer<ProductCardData[]>(HOME_PATHS.highlights),
  },
  categories: {
    live: async () => settled(db, bySlug(await db.categories.toArray()), 'categories'),
    first: (answer: FirstAnswer) => mapFirst(answer<CategoryWire[]>(HOME_PATHS.categories), bySlug),
  },
  banners: {
    live: async () => settled(db, bannerOrder(await db.banners.toArray()), 'banners'),
    first: (answer: FirstAnswer) => mapFirst(answer<BannerWire[]>(HOME_PATHS.banners), bannerOrder),
  },
  /**
   * The catalogue grid: what the shopper has synced, highlights first. The local copy counts once the
   * highlights and the catalogue's first page have both been pulled (or offline): before that it may hold
   * only the highlights, and the grid would drop the server's cards and add them back.
   */
  catalogue: {
    live: async (limit: number) => {
      const rows = catalogueOrder(await db.products.toArray(), limit).map(toProductCard);
      return (await pulled(db, 'highlights', productsPageCollection())) ? rows : undefined;
    },
    first: (answer: FirstAnswer, limit: number) =>
      mapFirst(firstProducts(answer), (rows) => catalogueOrder(rows, limit)),
  },
  /**
   * Promotions running now by the domain's rule, soonest end first, with their product when known. A
   * promotion's product not on this device (yet) is the one the server rendered the page with: the promotions
   * can answer before the catalogue, and a card losing its photo and name for a moment shifted the page.
   */
  promotions: {
    live: async (answer: FirstAnswer, limit: number | undefined): Promise<PromotionItem[] | undefined> => {
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
    first: (answer: FirstAnswer, limit: number | undefined, now: number): PromotionItem[] | undefined =>
      mapFirst(answer<PromotionsAnswer>(HOME_PATHS.promotions), (first) => {
        const rendered = renderedProducts(answer);
        return runningPromotions(Array.isArray(first) ? first : first.promotions, limit, now).map(
          (promotion) => ({ promotion, product: rendered(promotion.productId) }),
        );
      }),
  },
};

const { highlights, categories, banners, catalogue, promotions } = homeReads;

export function useHighlights() {
  return useLiveRead<ProductCardData[]>(highlights.live, [], { first: highlights.first });
}

export function useCategories() {
  return useLiveRead(categories.live, [], { first: categories.first });
}

export function useBanners() {
  return useLiveRead(banners.live, [], { first: banners.first });
}

export function useCatalogueProducts(limit = 48) {
  return useLiveRead<ProductCardData[]>(() => catalogue.live(limit), [limit], {
    first: (answer) => catalogue.first(answer, limit),
  });
}

export function useFlashPromotions(limit?: number) {
  const now = usePageNow();
  return useLiveRead<PromotionItem[]>((answer) => promotions.live(answer, limit), [limit], {
    first: (answer) => promotions.first(answer, limit, now),
  });
}

/** Products opened on this device, most recent first (db.recentlyViewed). */
export function useRecentlyViewed(limit = 8) {
  return useLiveRead(async () => {
    const recent = await db.recentlyViewed.orderBy('viewedAt').reverse().limit(limit).toArray();
    const products = await db.products.bulkGet(recent.map((r) => r.productId));
    return products.filter((p) => p !== undefined);
  }, [limit]);
}
