import { useRef, useState } from 'react';
import { db } from '../../../../data/db';
import type { Pagination } from '../../../../domain/api/catalogue';
import { useLiveRead } from '../../../reads/live-read';
import { useOnlineRead } from '../../../reads/online-read';
import { applyProductFilters } from './apply-product-filters';
import { syncProductsPage } from './commands';
import type { ProductFilters } from './product-filters';

export const PRODUCT_PAGE_SIZE = 24;

/**
 * A paged product list: rows come from Dexie filtered locally (works offline), and each "Carregar mais"
 * pulls the next server page into Dexie (an online read per page). `pagination` is the server's, null until
 * its first answer for these filters.
 */
export function useProductList(filters: ProductFilters) {
  const key = JSON.stringify(filters);
  // The page shown and the server page read last, both for these filters only.
  const [paging, setPaging] = useState({ key, page: 1, pulled: 1 });
  const { page, pulled } = paging.key === key ? paging : { page: 1, pulled: 1 };
  const read = useOnlineRead(`products?${key}#${pulled}`, () =>
    syncProductsPage(JSON.parse(key) as ProductFilters, pulled),
  );
  // A page being read keeps the pagination of the last answer for the same filters.
  const last = useRef<{ key: string; pagination: Pagination | null }>({ key, pagination: null });
  if (last.current.key !== key) last.current = { key, pagination: null };
  if (read.data) last.current.pagination = read.data;
  const pagination = last.current.pagination;

  const products = useLiveRead(
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
    status: read.status === 'loading' ? 'loading' : read.error !== null ? 'error' : 'idle',
    error: read.error,
    retry: read.refresh,
    loadMore: () => {
      const next = page + 1;
      setPaging({ key, page: next, pulled: pagination?.hasNextPage ? next : pulled });
    },
  };
}
