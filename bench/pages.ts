/** The pages of issue #15 and its targets, shared by the Lighthouse and blocking-time benchmarks. */

/** Targets of issue #15 (mobile preset): reported beside each figure, never asserted. */
export const TARGETS = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 150, cls: 0.02 } as const;

export async function targetsOf(base: string) {
  const get = async <T>(p: string) => (await (await fetch(`${base}${p}`)).json()) as T;
  const products = await get<{ products: Array<{ id: number }> }>('/api/products?limit=1');
  const stores = await get<Array<{ id: number }>>('/api/stores');
  const productId = products.products[0]?.id;
  const storeId = stores[0]?.id;
  return [
    { page: 'início', path: '/' },
    ...(productId ? [{ page: 'produto', path: `/products/${productId}` }] : []),
    ...(storeId ? [{ page: 'loja', path: `/stores/${storeId}` }] : []),
    { page: 'promoções', path: '/promotions' },
  ];
}

export const median = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2
    ? (known[middle] as number)
    : ((known[middle - 1] as number) + (known[middle] as number)) / 2;
};
