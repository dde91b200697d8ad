import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db, type FeiraDb, type PromotionRow } from '../../../../data/db';
import { productsPageCollection, pulled } from '../../../../data/sync/collections';
import type { BannerWire, CategoryWire } from '../../../../domain/api/catalogue';
import { HOME_PATHS, type ProductCardData, toProductCard } from '../../../../domain/first-screen';
import { compareNames } from '../../../../domain/format';
import { isPubliclyVisible } from '../../../../domain/product/status';
import { useFirstAnswer, useLiveRead } from '../../../reads/live-read';
import { usePageNow } from '../../../ssr/first-data';
import { useStable } from '../../../ui/use-stable';

/**
 * An empty local table means "not loaded yet" until the collection's first pull has answered (or the device is
 * offline): the screen keeps its skeleton instead of flashing an empty state that the first sync then pushes
 * down (layout shift).
 */
async function settled<T>(db: FeiraDb, rows: T[], collection: string): Promise<T[] | undefined> {
  return rows.length > 0 || (await pulled(db, collection)) ? rows : undefined;
}

/**
 * Each read of the home page has a live query over the local copy and a stand-in made from the answers the
 * server rendered the page with (src/app/ssr/first-data.tsx), through the same selection: once the first sync
 * has written those answers, the live query answers a value equal to the stand-in (the first-screen reads
 * test checks it on the demo catalogue), useStable hands out the same reference and nothing renders again.
 * The server's product lists carry what a card shows (`ProductCardData`): the live queries answer cards too.
 */

/** Dexie's order: by primary key (the slug), as IndexedDB compares strings. */
const bySlug = (rows: CategoryWire[]) =>
  [...rows].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));

const bannerOrder = (rows: BannerWire[]) => [...rows].sort((a, b) => a.sortOrder - b.sortOrder);

const catalogueOrder = <T extends ProductCardData>(rows: T[], limit: number) =>
  rows
    .filter((p) => isPubliclyVisible(p.status))
    .sort((a, b) => Number(b.isHighlighted) - Number(a.isHighlighted) || compareNames(a.name, b.name))
    .slice(0, limit);

/** ISO instants in time order: their text order is their time order (no collation needed, or paid for). */
const byEnd = (a: PromotionRow, b: PromotionRow) => (a.endsAt < b.endsAt ? -1 : a.endsAt > b.endsAt ? 1 : 0);

/** Running now (or about to), soonest end first. */
function runningPromotions(rows: PromotionRow[], limit: number | undefined, at = Date.now()): PromotionRow[] {
  const now = new Date(at).toISOString();
  const running = rows.filter((p) => p.endsAt > now).sort(byEnd);
  return limit === undefined ? running : running.slice(0, limit);
}

export interface FlashPromotionItem {
  promotion: PromotionRow;
  product: ProductCardData | null;
}

/**
 * A promotion's product not on this device (yet) is the one the server rendered the page with. The promotions
 * can answer before the catalogue: a card losing its photo and name for a moment shifted the promotions page.
 */
function withFirstProducts(items: FlashPromotionItem[], firstProducts: ProductCardData[] | undefined) {
  const known = new Map((firstProducts ?? []).map((p) => [p.id, p]));
  return items.map((item) =>
    item.product ? item : { ...item, product: known.get(item.promotion.productId) ?? null },
  );
}

/** The products the server rendered the page with: its highlights and its first catalogue page. */
function firstProductsOf(
  highlights: ProductCardData[] | undefined,
  page: { products: ProductCardData[] } | undefined,
): ProductCardData[] | undefined {
  if (!highlights && !page) return undefined;
  const byId = new Map<number, ProductCardData>();
  for (const product of [...(highlights ?? []), ...(page?.products ?? [])]) byId.set(product.id, product);
  return [...byId.values()];
}

type PromotionsAnswer = { promotions: PromotionRow[] } | PromotionRow[];

/** The home page's reads: the live query of each, and its stand-in from the first data's answers. */
export const homeReads = {
  /** Highlights in server order, from the local copy: renders offline exactly as last synced. */
  highlights: {
    live: async () => {
      const order = await db.highlights.orderBy('position').toArray();
      const products = await db.products.bulkGet(order.map((h) => h.productId));
      return settled(db, products.filter((p) => p !== undefined).map(toProductCard), 'highlights');
    },
    standIn: (answer: ProductCardData[] | undefined) => answer,
  },
  categories: {
    live: async () => settled(db, bySlug(await db.categories.toArray()), 'categories'),
    standIn: (answer: CategoryWire[] | undefined) => answer && bySlug(answer),
  },
  banners: {
    live: async () => settled(db, bannerOrder(await db.banners.toArray()), 'banners'),
    standIn: (answer: BannerWire[] | undefined) => answer && bannerOrder(answer),
  },
  /**
   * The catalogue grid: what the shopper has synced, highlights first. The local copy counts once the
   * highlights and the catalogue's first page have both been pulled (or offline): before that it may hold
   * only the highlights, and the grid would drop the server's cards and add them back.
   */
  catalogue: {
    live: async (limit: number) => {
      const rows = catalogueOrder((await db.products.toArray()).map(toProductCard), limit);
      return (await pulled(db, 'highlights', productsPageCollection())) ? rows : undefined;
    },
    standIn: (firstProducts: ProductCardData[] | undefined, limit: number) =>
      firstProducts && catalogueOrder(firstProducts, limit),
  },
  /** Promotions running now (or about to), soonest end first, with their product when known. */
  promotions: {
    live: async (limit: number | undefined): Promise<FlashPromotionItem[] | undefined> => {
      const now = new Date().toISOString();
      const picked = runningPromotions(await db.promotions.where('endsAt').above(now).toArray(), limit);
      const products = await db.products.bulkGet(picked.map((p) => p.productId));
      return settled(
        db,
        picked.map((promotion, i) => {
          const product = products[i];
          return { promotion, product: product ? toProductCard(product) : null };
        }),
        'promotions',
      );
    },
    standIn: (answer: PromotionsAnswer | undefined, limit: number | undefined, now: number) =>
      answer &&
      runningPromotions(Array.isArray(answer) ? answer : answer.promotions, limit, now).map(
        (promotion): FlashPromotionItem => ({ promotion, product: null }),
      ),
    /** Both go through this: a promotion's product the device lacks is the server's. */
    withFirstProducts,
  },
  firstProductsOf,
};

const { highlights, categories, banners, catalogue, promotions } = homeReads;

export function useHighlights() {
  const first = useFirstAnswer<ProductCardData[]>(HOME_PATHS.highlights);
  return useStable<ProductCardData[] | undefined>(
    useLiveRead(highlights.live, [], highlights.standIn(first)),
  );
}

export function useCategories() {
  const first = useFirstAnswer<CategoryWire[]>(HOME_PATHS.categories);
  const standIn = useMemo(() => categories.standIn(first), [first]);
  return useStable(useLiveRead(categories.live, [], standIn));
}

export function useBanners() {
  const first = useFirstAnswer<BannerWire[]>(HOME_PATHS.banners);
  const standIn = useMemo(() => banners.standIn(first), [first]);
  return useStable(useLiveRead(banners.live, [], standIn));
}

function useFirstProducts(): ProductCardData[] | undefined {
  const firstHighlights = useFirstAnswer<ProductCardData[]>(HOME_PATHS.highlights);
  const page = useFirstAnswer<{ products: ProductCardData[] }>(HOME_PATHS.products);
  return useMemo(() => firstProductsOf(firstHighlights, page), [firstHighlights, page]);
}

export function useCatalogueProducts(limit = 48) {
  const first = useFirstProducts();
  const standIn = useMemo(() => catalogue.standIn(first, limit), [first, limit]);
  const rows = useLiveRead(() => catalogue.live(limit), [limit], standIn);
  return useStable<ProductCardData[] | undefined>(rows);
}

export function useFlashPromotions(limit?: number) {
  const first = useFirstAnswer<PromotionsAnswer>(HOME_PATHS.promotions);
  const firstProducts = useFirstProducts();
  const now = usePageNow();
  const standIn = useMemo(() => promotions.standIn(first, limit, now), [first, limit, now]);
  const items = useLiveRead(() => promotions.live(limit), [limit], standIn);
  return useStable(items && withFirstProducts(items, firstProducts));
}

/** Products opened on this device, most recent first (db.recentlyViewed). */
export function useRecentlyViewed(limit = 8) {
  return useLiveQuery(async () => {
    const recent = await db.recentlyViewed.orderBy('viewedAt').reverse().limit(limit).toArray();
    const products = await db.products.bulkGet(recent.map((r) => r.productId));
    return products.filter((p) => p !== undefined);
  }, [limit]);
}
