/**
 * The seller list request of spec 001 §3 over this device's copy: validated by the domain (its Portuguese
 * list errors), then filtered, sorted and paged like the server's seller list, so it works at the stall
 * with no signal. Pure.
 */
import type { Pagination } from '../../../../domain/api/catalogue';
import type { ErrorDetail } from '../../../../domain/errors';
import { compareNames } from '../../../../domain/format';
import {
  type ListProductsRequest,
  paginationOf,
  validateListProductsRequest,
} from '../../../../domain/product/list-request';
import { productNameKey } from '../../../../domain/product/value-objects/product-name';
import type { SellerProductRow } from './catalogue';

export type SellerListResult =
  | { ok: true; products: SellerProductRow[]; pagination: Pagination }
  | { ok: false; errors: ErrorDetail[] };

function compare(
  a: SellerProductRow,
  b: SellerProductRow,
  field: ListProductsRequest['sort']['field'],
): number {
  switch (field) {
    case 'name':
      return compareNames(a.name, b.name);
    case 'price':
      return a.effectivePrice - b.effectivePrice;
    case 'stock':
      // Unlimited stock sorts as the most stock.
      return (a.stock ?? Number.POSITIVE_INFINITY) - (b.stock ?? Number.POSITIVE_INFINITY);
    default:
      return a[field].localeCompare(b[field]);
  }
}

export function applySellerListRequest(rows: readonly SellerProductRow[], query: unknown): SellerListResult {
  const validated = validateListProductsRequest(query);
  if (!validated.success) return { ok: false, errors: validated.error.details ?? [] };
  const r = validated.data;
  const term = r.searchTerm ? productNameKey(r.searchTerm) : '';
  const matched = rows.filter((p) => {
    if (p.storeId !== r.storeId) return false;
    if (r.statuses && r.statuses.length > 0 && !r.statuses.includes(p.status)) return false;
    if (r.highlightedOnly && !p.isHighlighted) return false;
    if (term && !productNameKey(p.name).includes(term)) return false;
    if (r.minPrice !== undefined && p.effectivePrice < r.minPrice) return false;
    if (r.maxPrice !== undefined && p.effectivePrice > r.maxPrice) return false;
    if (r.inStockOnly && !p.availability.isAvailable) return false;
    if (r.discountedOnly && !p.hasDiscount) return false;
    return true;
  });
  const sign = r.sort.direction === 'asc' ? 1 : -1;
  matched.sort((a, b) => sign * compare(a, b, r.sort.field) || a.id - b.id);
  const start = (r.page - 1) * r.limit;
  return {
    ok: true,
    products: matched.slice(start, start + r.limit),
    pagination: paginationOf(matched.length, r.page, r.limit),
  };
}
