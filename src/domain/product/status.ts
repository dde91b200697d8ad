import { isStockAvailable, type Stock } from './value-objects/stock-level';

export const PRODUCT_STATUSES = ['DRAFT', 'ACTIVE', 'INACTIVE', 'OUT_OF_STOCK', 'DISCONTINUED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = {
  DRAFT: 'Rascunho',
  ACTIVE: 'Ativo',
  INACTIVE: 'Inativo',
  OUT_OF_STOCK: 'Sem estoque',
  DISCONTINUED: 'Descontinuado',
};

/**
 * Statuses shoppers see (catalogue, search, store pages, reservations): the product is listed, and its stock
 * says whether it can be bought. DRAFT, INACTIVE and DISCONTINUED stay private to the seller. The server's
 * queries and the app's offline filters both read this list.
 */
export const PUBLIC_PRODUCT_STATUSES = ['ACTIVE', 'OUT_OF_STOCK'] as const satisfies readonly ProductStatus[];

/** Whether a product in `status` is listed to shoppers (the store must be active too). */
export function isPubliclyVisible(status: string): boolean {
  return (PUBLIC_PRODUCT_STATUSES as readonly string[]).includes(status);
}

/** For sale = ACTIVE with stock available; unlimited stock counts as available (spec 001 §4). */
export function isForSale(status: ProductStatus, stock: Stock): boolean {
  return status === 'ACTIVE' && isStockAvailable(stock);
}

/**
 * Status after a stock change. Only an ACTIVE product runs out (→ OUT_OF_STOCK) and only an OUT_OF_STOCK one
 * comes back (→ ACTIVE): an INACTIVE or DRAFT product must never become ACTIVE because somebody restocked it.
 */
export function statusAfterStockChange(status: ProductStatus, stock: Stock): ProductStatus {
  const available = isStockAvailable(stock);
  if (status === 'ACTIVE' && !available) return 'OUT_OF_STOCK';
  if (status === 'OUT_OF_STOCK' && available) return 'ACTIVE';
  return status;
}
