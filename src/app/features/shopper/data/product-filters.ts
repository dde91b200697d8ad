import { isCategory } from '../../../../domain/categories';

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
