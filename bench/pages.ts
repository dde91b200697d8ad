import { availableParallelism, loadavg } from 'node:os';

/** The public pages and their budgets, shared by the Lighthouse and blocking-time benchmarks. */

/**
 * Budgets of the first screen (Lighthouse's mobile preset), reported beside each figure, never asserted:
 * performance at least 90 (the aim is 95), accessibility 100, LCP, TBT, CLS and the main thread's script
 * evaluation (Lighthouse's 4× slowed CPU) at most these.
 */
export const TARGETS = {
  performance: 90,
  accessibility: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  scriptEvaluationMs: 1000,
} as const;

/** The machine's load while a benchmark ran (1-minute average, and its cores): figures move with it. */
export function machineLoad(): string {
  const [oneMinute = 0] = loadavg();
  return `carga ${oneMinute.toFixed(2)} em ${availableParallelism()} núcleos`;
}

/** A Markdown table of `rows` (bench/results/latest.md): the same columns as the console's. */
export function markdownTable(rows: Record<string, unknown>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const line = (cells: unknown[]) => `| ${cells.map((cell) => String(cell ?? '—')).join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((c) => row[c]))),
  ].join('\n');
}

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
