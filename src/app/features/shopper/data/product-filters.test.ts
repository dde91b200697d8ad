import { describe, expect, it } from 'vitest';
import { productRow } from '../../../../data/mutations/test-rows';
import { applyProductFilters } from './apply-product-filters';
import { parseProductFilters } from './product-filters';

describe('product filters', () => {
  it('parses the URL leniently: unknown category and sort dropped, swapped price range fixed, "false" is off', () => {
    expect(
      parseProductFilters({
        category: 'xx',
        minPrice: '20',
        maxPrice: '5,5',
        inStockOnly: 'false',
        sort: 'hack',
      }),
    ).toEqual({ minPrice: 5.5, maxPrice: 20 });
    expect(parseProductFilters({ category: 'bebida', discountedOnly: 'true', sort: 'price:desc' })).toEqual({
      category: 'bebida',
      discountedOnly: true,
      sort: 'price:desc',
    });
  });

  it('filters by the effective (discounted) price, stock and discount, hiding inactive products', () => {
    const rows = [
      productRow({ id: 1, name: 'Queijo', price: 30, discountedPrice: 18 }),
      productRow({ id: 2, name: 'Pão', price: 12 }),
      productRow({ id: 3, name: 'Bolo', price: 15, stock: 0, status: 'OUT_OF_STOCK' }),
      productRow({ id: 4, name: 'Suco', price: 8, status: 'INACTIVE' }),
    ];
    expect(applyProductFilters(rows, { maxPrice: 20, sort: 'price:asc' }).map((p) => p.id)).toEqual([
      2, 3, 1,
    ]);
    expect(
      applyProductFilters(rows, { inStockOnly: true })
        .map((p) => p.id)
        .sort(),
    ).toEqual([1, 2]);
    expect(applyProductFilters(rows, { discountedOnly: true }).map((p) => p.id)).toEqual([1]);
    expect(applyProductFilters(rows, { sort: 'name:asc' }).map((p) => p.name)).toEqual([
      'Bolo',
      'Pão',
      'Queijo',
    ]);
  });
});
