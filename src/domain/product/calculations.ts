import type { Category } from '../categories';
import { isLowStock } from './derived';
import { effectivePriceOf } from './discount';
import { isForSale, type ProductStatus } from './status';
import { roundToCents } from './value-objects/money';

/** What the calculations read; both Product entities and snapshots fit. */
export type ProductFacts = {
  readonly id: string;
  readonly storeId: number;
  readonly category: Category;
  readonly price: { readonly amount: number };
  readonly discountedPrice: { readonly amount: number } | null;
  readonly stock: number | null;
  readonly status: ProductStatus;
  readonly isHighlighted: boolean;
  readonly images: readonly string[];
  readonly description: string | null;
  readonly createdAt: string;
};

export type StoreStats = {
  totalProducts: number;
  activeProducts: number;
  inactiveProducts: number;
  highlightedProducts: number;
  outOfStockProducts: number;
  availableProducts: number;
};

/** inactiveProducts counts INACTIVE only; DRAFT and DISCONTINUED are neither active nor inactive. */
export function storeStats(products: readonly ProductFacts[]): StoreStats {
  const count = (predicate: (p: ProductFacts) => boolean) => products.filter(predicate).length;
  return {
    totalProducts: products.length,
    activeProducts: count((p) => p.status === 'ACTIVE'),
    inactiveProducts: count((p) => p.status === 'INACTIVE'),
    highlightedProducts: count((p) => p.isHighlighted),
    outOfStockProducts: count((p) => p.status === 'OUT_OF_STOCK' || p.stock === 0),
    availableProducts: count((p) => isForSale(p.status, p.stock)),
  };
}

export type InventoryValue = {
  totalValue: number;
  totalProducts: number;
  averageValue: number;
  byCategory: Partial<Record<Category, { value: number; count: number }>>;
};

/**
 * Value of the stock at the price shoppers pay today (effective price × units). Unlimited stock has no
 * finite value: such products are counted but add 0. DISCONTINUED products are left out entirely.
 */
export function inventoryValue(products: readonly ProductFacts[]): InventoryValue {
  const byCategory: InventoryValue['byCategory'] = {};
  let totalValue = 0;
  let totalProducts = 0;
  for (const p of products) {
    if (p.status === 'DISCONTINUED') continue;
    const unit = effectivePriceOf(p).amount;
    const value = p.stock === null ? 0 : unit * p.stock;
    totalValue += value;
    totalProducts += 1;
    const entry = byCategory[p.category] ?? { value: 0, count: 0 };
    byCategory[p.category] = { value: roundToCents(entry.value + value), count: entry.count + 1 };
  }
  return {
    totalValue: roundToCents(totalValue),
    totalProducts,
    averageValue: totalProducts === 0 ? 0 : roundToCents(totalValue / totalProducts),
    byCategory,
  };
}

export function lowStockProducts<T extends ProductFacts>(products: readonly T[]): T[] {
  return products.filter((p) => p.status !== 'DISCONTINUED' && isLowStock(p.stock, p.isHighlighted));
}

/** Units to order (spec 001 §9); 0 when nothing is needed or stock is unlimited. */
export function restockSuggestion(product: Pick<ProductFacts, 'stock' | 'isHighlighted'>): number {
  const { stock, isHighlighted } = product;
  if (stock === null) return 0;
  if (stock === 0) return isHighlighted ? 50 : 20;
  if (stock <= 5) return 30;
  if (stock <= 10 && isHighlighted) return 20;
  return 0;
}
