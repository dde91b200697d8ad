import { and, asc, count, eq, sql } from 'drizzle-orm';
import { CITY_LIST_LIMITS, type ProductWire, type PromotionWire } from '../../../src/domain/api/catalogue';
import type { Db } from '../../db/client';
import { banners, products, promotions, stores } from '../../db/schema';
import { productColumns, toBannerWire, toProductWire } from './product-rows';
import { publicSql } from './visibility';

export async function listBanners(db: Db, now = new Date()) {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.isActive, true),
        sql`(${banners.startsAt} is null or ${banners.startsAt} <= ${now})`,
        sql`(${banners.endsAt} is null or ${banners.endsAt} > ${now})`,
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id));
  return rows.map(toBannerWire);
}

function activePromotionWhere(now: Date, flashOnly: boolean) {
  return and(publicSql('promotion', now), flashOnly ? eq(promotions.isFlash, true) : undefined);
}

/**
 * Active promotions with their product and store, ordered by the countdown (ending first), at most `limit`
 * (a city runs hundreds at once: CITY_LIST_LIMITS).
 */
export async function listActivePromotions(
  db: Db,
  options: { flashOnly?: boolean; limit?: number } = {},
  now = new Date(),
): Promise<PromotionWire[]> {
  const rows = await db
    .select({ promotion: promotions, product: productColumns, storeName: stores.name })
    .from(promotions)
    .innerJoin(products, eq(products.id, promotions.productId))
    .innerJoin(stores, eq(stores.id, promotions.storeId))
    .where(activePromotionWhere(now, options.flashOnly ?? false))
    .orderBy(asc(promotions.endsAt), asc(promotions.id))
    .limit(options.limit ?? CITY_LIST_LIMITS.promotionsDefault);
  return rows.map(({ promotion, product, storeName }) =>
    toPromotionWire(promotion, storeName, toProductWire(product, storeName)),
  );
}

export function toPromotionWire(
  p: typeof promotions.$inferSelect,
  storeName: string,
  product: ProductWire | null,
): PromotionWire {
  return {
    id: p.id,
    storeId: p.storeId,
    storeName,
    productId: p.productId,
    title: p.title,
    description: p.description,
    promotionalPrice: p.promotionalPrice,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    isFlash: p.isFlash,
    isActive: p.isActive,
    product,
    version: p.version,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function countActiveFlashPromotions(db: Db, now = new Date()) {
  const [row] = await db
    .select({ value: count() })
    .from(promotions)
    .innerJoin(products, eq(products.id, promotions.productId))
    .innerJoin(stores, eq(stores.id, promotions.storeId))
    .where(activePromotionWhere(now, true));
  return row?.value ?? 0;
}
