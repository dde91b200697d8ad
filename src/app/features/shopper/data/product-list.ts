import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { db } from '../../../../data/db';
import type { Pagination } from '../../../../domain/api/catalogue';
import { errorMessage } from '../../../ui/error-message';
import { applyProductFilters } from './apply-product-filters';
import { syncProductsPage } from './commands';
import type { ProductFilters } from './product-filters';

export const PRODUCT_PAGE_SIZE = 24;

/**
 * A paged product list: rows come from Dexie filtered locally (works offline), and each "Carregar mais"
 * pulls the next server page into Dexie. `pagination` is the server's, null until the first answer.
 */
export function useProductList(filters: ProductFilters) {
  const key = JSON.stringify(filters);
  const [page, setPage] = useState(1);
  const [pagination, setPagination] = useState<Pagination | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (target: number) => {
      setStatus('loading');
      setError(null);
      try {
        const result = await syncProductsPage(JSON.parse(key) as ProductFilters, target);
        if (result) setPagination(result);
        setStatus('idle');
      } catch (e) {
        setError(errorMessage(e));
        setStatus('error');
      }
    },
    [key],
  );

  useEffect(() => {
    setPage(1);
    setPagination(null);
    void load(1);
  }, [load]);

  const products = useLiveQuery(
    async () => applyProductFilters(await db.products.toArray(), JSON.parse(key) as ProductFilters),
    [key],
  );

  const visible = products?.slice(0, page * PRODUCT_PAGE_SIZE);
  const hasMore =
    products !== undefined &&
    (products.length > page * PRODUCT_PAGE_SIZE || (pagination?.hasNextPage ?? false));

  return {
    products: visible,
    total: pagination?.totalCount ?? products?.length,
    hasMore,
    status,
    error,
    retry: () => void load(page),
    loadMore: () => {
      const next = page + 1;
      setPage(next);
      if (pagination?.hasNextPage) void load(next);
    },
  };
}
