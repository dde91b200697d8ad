/** Filters and sorts the local copy the same way the server does; kept apart from parsing, which runs on every route. */
import type { ProductWire } from '../../../../domain/api/catalogue';
import { compareNames } from '../../../../domain/format';
import { effectivePriceOf as effective, isDiscounted } from '../../../../domain/product/pricing';
import { isPubliclyVisible } from '../../../../domain/product/status';
import type { ProductFilters } from './product-filters';

/**
 * The same filters applied to the local copy, so the list renders offline and instantly; the server
 * pages fill the local copy behind it.
 */
export function applyProductFilters(products: ProductWire[], f: ProductFilters): ProductWire[] {
  const rows = products.filter((p) => {
    if (!isPubliclyVisible(p.status)) return false;
    if (f.category && p.category !== f.category) return false;
    if (f.minPrice !== undefined && effective(p) < f.minPrice) return false;
    if (f.maxPrice !== undefined && effective(p) > f.maxPrice) return false;
    if (f.inStockOnly && (p.status !== 'ACTIVE' || p.stock === 0)) return false;
    if (f.discountedOnly && !isDiscounted(p)) return false;
    return true;
  });
  const byName = (a: ProductWire, b: ProductWire) => compareNames(a.name, b.name);
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
