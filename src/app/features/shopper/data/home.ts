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
 * Each hook reads its local copy and, until that copy has settled, the answers the server rendered the page
 * with (src/app/ssr/first-data.tsx); both go through the same selection, so the live copy replaces the
 * server's with the same list. The server's product lists carry what a card shows (`ProductCardData`): the
 * hooks hand out the local copy's products as cards too, so when the first sync writes the products the page
 * was rendered with, useStable finds the same content and nothing renders again.
 */

/** Highlights in server order, from the local copy: renders offline exactly as last synced. */
export function useHighlights() {
  const first = useFirstAnswer<ProductCardData[]>(HOME_PATHS.highlights);
  const rows = useLiveRead(
    async () => {
      const order = await db.highlights.orderBy('position').toArray();
      const products = await db.products.bulkGet(order.map((h) => h.productId));
      return settled(db, products.filter((p) => p !== undefined).map(toProductCard), 'highlights');
    },
    [],
    first,
  );
  return useStable<ProductCardData[] | undefined>(rows);
}

/** Dexie's order: by primary key (the slug), as IndexedDB compares strings. */
const bySlug = (rows: CategoryWire[]) =>
  [...rows].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));

export function useCategories() {
  const first = useFirstAnswer<CategoryWire[]>(HOME_PATHS.categories);
  const standIn = useMemo(() => first && bySlug(first), [first]);
  return useStable(
    useLiveRead(async () => settled(db, bySlug(await db.categories.toArray()), 'categories'), [], standIn),
  );
}

const bannerOrder = (rows: BannerWire[]) => [...rows].sort((a, b) => a.sortOrder - b.sortOrder);

export function useBanners() {
  const first = useFirstAnswer<BannerWire[]>(HOME_PATHS.banners);
  const standIn = useMemo(() => first && bannerOrder(first), [first]);
  return useStable(
    useLiveRead(async () => settled(db, bannerOrder(await db.banners.toArray()), 'banners'), [], standIn),
  );
}

/** The products the server rendered the page with: its highlights and its first catalogue page. */
function useFirstProducts(): ProductCardData[] | undefined {
  const highlights = useFirstAnswer<ProductCardData[]>(HOME_PATHS.highlights);
  const page = useFirstAnswer<{ products: ProductCardData[] }>(HOME_PATHS.products);
  return useMemo(() => {
    if (!highlights && !page) return undefined;
    const byId = new Map<number, ProductCardData>();
    for (const product of [...(highlights ?? []), ...(page?.products ?? [])]) byId.set(product.id, product);
    return [...byId.values()];
  }, [highlights, page]);
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
  const first = useFirstProducts();
  const standIn = useMemo(() => first && catalogueOrder(first, limit), [first, limit]);
  const rows = useLiveRead(
    async () => {
      const rows = catalogueOrder(await db.products.toArray(), limit).map(toProductCard);
      return (await pulled(db, 'highlights', productsPageCollection())) ? rows : undefined;
    },
    [limit],
    standIn,
  );
  return useStable<ProductCardData[] | undefined>(rows);
}

/** ISO instants in time order: their text order is their time order (no collation needed, or paid for). */
const byEnd = (a: PromotionRow, b: PromotionRow) => (a.endsAt < b.endsAt ? -1 : a.endsAt > b.endsAt ? 1 : 0);

/** Running now (or about to), soonest end first. */
function runningPromotions(rows: PromotionRow[], limit: number | undefined, at = Date.now()): PromotionRow[] {
  const now = new Date(at).toISOString();
  const running = rows.filter((p) => p.endsAt > now).sort(byEnd);
  return limit === undefined ? running : running.slice(0, limit);
}

/** Promotions running now (or about to), soonest end first, with their product when known. */
export function useFlashPromotions(limit?: number) {
  const firstPromotions = useFirstAnswer<{ promotions: PromotionRow[] } | PromotionRow[]>(
    HOME_PATHS.promotions,
  );
  const firstProducts = useFirstProducts();
  const now = usePageNow();
  const standIn = useMemo(
    () =>
      firstPromotions &&
      runningPromotions(
        Array.isArray(firstPromotions) ? firstPromotions : firstPromotions.promotions,
        limit,
        now,
      ).map((promotion) => ({ promotion, product: null as ProductCardData | null })),
    [firstPromotions, limit, now],
  );
  const items = useLiveRead(
    async () => {
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
    [limit],
    standIn,
  );
  return useStable(items && withFirstProducts(items, firstProducts));
}

/**
 * A promotion's product not on this device (yet) is the one the server rendered the page with. The promotions
 * can answer before the catalogue: a card losing its photo and name for a moment shifted the promotions page.
 */
function withFirstProducts(
  items: { promotion: PromotionRow; product: ProductCardData | null }[],
  firstProducts: ProductCardData[] | undefined,
) {
  const known = new Map((firstProducts ?? []).map((p) => [p.id, p]));
  return items.map((item) =>
    item.product ? item : { ...item, product: known.get(item.promotion.productId) ?? null },
  );
}

/** Products opened on this device, most recent first (db.recentlyViewed). */
export function useRecentlyViewed(limit = 8) {
  return useLiveQuery(async () => {
    const recent = await db.recentlyViewed.orderBy('viewedAt').reverse().limit(limit).toArray();
    const products = await db.products.bulkGet(recent.map((r) => r.productId));
    return products.filter((p) => p !== undefined);
  }, [limit]);
}
