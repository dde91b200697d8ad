/**
 * Public catalogue reads: products, stores, categories, banners, flash promotions.
 * Shoppers only ever see products of active stores in a sellable-looking state
 * (ACTIVE or OUT_OF_STOCK); drafts, inactive and discontinued products stay private to the seller.
 */
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { type CategoryWire, type ProductPage, paginate } from '../../src/domain/api/catalogue';
import type { Db } from '../db/client';
import { banners, categories, products, promotions, stores } from '../db/schema';
import { notFound } from '../http/errors';
import { toBannerWire, toProductWire, toStoreWire } from './serialize';

const { searchVector: _productSearch, ...productColumns } = getTableColumns(products);
const { searchVector: _storeSearch, ...storeColumns } = getTableColumns(stores);

export const PUBLIC_STATUSES = ['ACTIVE', 'OUT_OF_STOCK'] as const;

const publicProduct = () => and(inArray(products.status, [...PUBLIC_STATUSES]), eq(stores.isActive, true));

export const PRODUCT_NOT_FOUND = 'Produto não encontrado';

export interface ProductQuery {
  page: number;
  limit: number;
  category?: string;
  storeId?: number;
}

export async function listPublicProducts(db: Db, query: ProductQuery): Promise<ProductPage> {
  const filters: SQL[] = [publicProduct() as SQL];
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.storeId) filters.push(eq(products.storeId, query.storeId));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...productColumns, storeName: stores.name })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where)
      .orderBy(desc(products.isHighlighted), sql`${products.name} collate pt_br_icu`, asc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: count() })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    products: rows.map(({ storeName, ...row }) => toProductWire(row, storeName)),
    pagination: paginate(query.page, query.limit, totalCount),
    message: `${totalCount} produtos encontrados`,
  };
}

export async function getPublicProduct(db: Db, id: number) {
  const [row] = await db
    .select({ ...productColumns, storeName: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.id, id), publicProduct()));
  if (!row) throw notFound(PRODUCT_NOT_FOUND, 'PRODUCT_NOT_FOUND');
  const { storeName, ...product } = row;
  return toProductWire(product, storeName);
}

export async function listHighlights(db: Db, limit = 20) {
  const rows = await db
    .select({ ...productColumns, storeName: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.isHighlighted, true), eq(products.status, 'ACTIVE'), eq(stores.isActive, true)))
    .orderBy(desc(products.updatedAt), asc(products.id))
    .limit(limit);
  return rows.map(({ storeName, ...row }) => toProductWire(row, storeName));
}

export async function listStores(db: Db) {
  const rows = await db
    .select({
      ...storeColumns,
      productCount:
        sql<number>`count(${products.id}) filter (where ${products.status} in ('ACTIVE','OUT_OF_STOCK'))`.mapWith(
          Number,
        ),
    })
    .from(stores)
    .leftJoin(products, eq(products.storeId, stores.id))
    .where(eq(stores.isActive, true))
    .groupBy(stores.id)
    .orderBy(sql`${stores.name} collate pt_br_icu`);
  return rows.map(({ productCount, ...row }) => toStoreWire(row, { productCount }));
}

export async function getStore(db: Db, id: number) {
  const [row] = await db
    .select(storeColumns)
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.isActive, true)));
  if (!row) throw notFound('Loja não encontrada', 'STORE_NOT_FOUND');
  return toStoreWire(row);
}

export async function listCategories(db: Db): Promise<CategoryWire[]> {
  const rows = await db
    .select({
      slug: categories.slug,
      label: categories.label,
      icon: categories.icon,
      productCount:
        sql<number>`count(${products.id}) filter (where ${products.status} in ('ACTIVE','OUT_OF_STOCK') and ${stores.isActive})`.mapWith(
          Number,
        ),
    })
    .from(categories)
    .leftJoin(products, eq(products.category, categories.slug))
    .leftJoin(stores, eq(stores.id, products.storeId))
    .groupBy(categories.slug)
    .orderBy(asc(categories.sortOrder), asc(categories.slug));
  return rows;
}

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

export async function countActiveFlashPromotions(db: Db, now = new Date()) {
  const [row] = await db
    .select({ value: count() })
    .from(promotions)
    .innerJoin(stores, eq(stores.id, promotions.storeId))
    .where(
      and(
        eq(promotions.isFlash, true),
        eq(promotions.isActive, true),
        eq(stores.isActive, true),
        lte(promotions.startsAt, now),
        gt(promotions.endsAt, now),
      ),
    );
  return row?.value ?? 0;
}
