/** Filters and sorts the local copy the same way the server does; kept apart from parsing, which runs on every route. */
import type { ProductWire } from '../../../../domain/api/catalogue';
import { compareNames } from '../../../../domain/format';
import { isPubliclyVisible } from '../../../../domain/product/status';
import type { ProductFilters } from './product-filters';

/**
 * The same filters applied to the local copy, so the list renders offline and instantly; the server
 * pages fill the local copy behind it. Prices and availability are the fields the server derived
 * (spec 001 §3), not worked out again here.
 */
export function applyProductFilters(products: ProductWire[], f: ProductFilters): ProductWire[] {
  const rows = products.filter((p) => {
    if (!isPubliclyVisible(p.status)) return false;
    if (f.category && p.category !== f.category) return false;
    if (f.minPrice !== undefined && p.effectivePrice < f.minPrice) return false;
    if (f.maxPrice !== undefined && p.effectivePrice > f.maxPrice) return false;
    if (f.inStockOnly && !p.isAvailableForSale) return false;
    if (f.discountedOnly && !p.hasDiscount) return false;
    return true;
  });
  const byName = (a: ProductWire, b: ProductWire) => compareNames(a.name, b.name);
  switch (f.sort) {
    case 'price:asc':
      return rows.sort((a, b) => a.effectivePrice - b.effectivePrice || byName(a, b));
    case 'price:desc':
      return rows.sort((a, b) => b.effectivePrice - a.effectivePrice || byName(a, b));
    case 'name:asc':
      return rows.sort(byName);
    case 'createdAt:desc':
      return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || byName(a, b));
    default:
      return rows.sort((a, b) => Number(b.isHighlighted) - Number(a.isHighlighted) || byName(a, b));
  }
}
