/** Seller reads over their own stores: the product list of spec 001 §3, store stats and inventory value. */
import { eq } from 'drizzle-orm';
import type { ProductPage } from '../../../src/domain/api/catalogue';
import { inventoryValue, storeStats } from '../../../src/domain/product/calculations';
import { validateListProductsRequest } from '../../../src/domain/product/list-request';
import { productSuccessMessages } from '../../../src/domain/product/messages';
import { type Actor, loadOwnedStore } from '../../auth/access';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { listProducts, listRequestError } from '../catalogue/product-queries';
import { productColumns, rowToSnapshot } from '../catalogue/product-rows';

export async function listSellerProducts(db: Db, actor: Actor, query: unknown): Promise<ProductPage> {
  const validated = validateListProductsRequest(query);
  if (!validated.success) throw listRequestError(validated.error);
  const { storeId, ...rest } = validated.data;
  await loadOwnedStore(db, actor, storeId);
  return listProducts(db, { ...rest, storeIds: [storeId], publicOnly: false });
}

async function storeSnapshots(db: Db, actor: Actor, storeId: number) {
  await loadOwnedStore(db, actor, storeId);
  const rows = await db.select(productColumns).from(products).where(eq(products.storeId, storeId));
  return rows.map(rowToSnapshot);
}

export async function sellerStoreStats(db: Db, actor: Actor, storeId: number) {
  return {
    stats: storeStats(await storeSnapshots(db, actor, storeId)),
    message: productSuccessMessages.stats,
  };
}

export async function sellerInventoryValue(db: Db, actor: Actor, storeId: number) {
  const value = inventoryValue(await storeSnapshots(db, actor, storeId));
  return { ...value, byCategory: value.byCategory as Record<string, { value: number; count: number }> };
}
