import type { ProductWire } from '../../../domain/api/catalogue';
import { isCategory } from '../../../domain/categories';

export const PRODUCT_SORTS = {
  relevance: 'Destaques primeiro',
  'price:asc': 'Menor preço',
  'price:desc': 'Maior preço',
  'name:asc': 'Nome (A–Z)',
  'createdAt:desc': 'Mais recentes',
} as const;
export type ProductSort = keyof typeof PRODUCT_SORTS;

/** The /products URL state; also the filters of the list request sent to the server. */
export interface ProductFilters {
  category?: string;
  minPrice?: number;
  maxPrice?: number;
  inStockOnly?: boolean;
  discountedOnly?: boolean;
  sort?: ProductSort;
}

const price = (v: unknown): number | undefined => {
  const n =
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};
const flag = (v: unknown): boolean | undefined =>
  v === true || v === 'true' || v === '1' ? true : undefined;

/** validateSearch of /products: unknown or malformed values are dropped rather than failing the page. */
export function parseProductFilters(search: Record<string, unknown>): ProductFilters {
  const filters: ProductFilters = {};
  if (isCategory(search.category)) filters.category = search.category;
  let minPrice = price(search.minPrice);
  let maxPrice = price(search.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  if (minPrice !== undefined) filters.minPrice = minPrice;
  if (maxPrice !== undefined) filters.maxPrice = maxPrice;
  if (flag(search.inStockOnly)) filters.inStockOnly = true;
  if (flag(search.discountedOnly)) filters.discountedOnly = true;
  if (typeof search.sort === 'string' && search.sort in PRODUCT_SORTS && search.sort !== 'relevance') {
    filters.sort = search.sort as ProductSort;
  }
  return filters;
}

const effective = (p: ProductWire) =>
  p.discountedPrice !== null && p.discountedPrice < p.price ? p.discountedPrice : p.price;

/**
 * The same filters applied to the local copy, so the list renders offline and instantly; the server
 * pages fill the local copy behind it.
 */
export function applyProductFilters(products: ProductWire[], f: ProductFilters): ProductWire[] {
  const rows = products.filter((p) => {
    if (p.status !== 'ACTIVE' && p.status !== 'OUT_OF_STOCK') return false;
    if (f.category && p.category !== f.category) return false;
    if (f.minPrice !== undefined && effective(p) < f.minPrice) return false;
    if (f.maxPrice !== undefined && effective(p) > f.maxPrice) return false;
    if (f.inStockOnly && (p.status !== 'ACTIVE' || p.stock === 0)) return false;
    if (f.discountedOnly && !(p.discountedPrice !== null && p.discountedPrice < p.price)) return false;
    return true;
  });
  const byName = (a: ProductWire, b: ProductWire) => a.name.localeCompare(b.name, 'pt-BR');
  switch (f.sort) {
    case 'price:asc':
      return rows.sort((a, b) => effective(a) - effective(b) || byName(a, b));
    case 'price:desc':
      return rows.sort((a, b) => effective(b) - effective(a) || byName(a, b));
    case 'name:asc':
      return rows.sort(byName);
    case 'createdAt:desc':
      return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || byName(a, b));
    default:
      return rows.sort((a, b) => Number(b.isHighlighted) - Number(a.isHighlighted) || byName(a, b));
  }
}
