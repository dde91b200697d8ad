import { ListView, LoadMore } from '../../../ui/list-view';
import { ErrorState, OfflineNotice } from '../../../ui/page-state';
import { ProductGrid, ProductGridSkeleton } from '../../../ui/product-card';
import { useOnline } from '../../../ui/use-online';
import type { ProductFilters } from '../data';
import { useProductList } from '../data';
import { ProductFilterForm } from './product-filter-form';

/** Filters + grid + "Carregar mais", shared by /products and /categories/{category}. */
export function ProductListView({
  filters,
  showCategory,
  onFiltersChange,
}: {
  filters: ProductFilters;
  showCategory: boolean;
  onFiltersChange: (filters: ProductFilters) => void;
}) {
  const list = useProductList(filters);
  const online = useOnline();
  return (
    <>
      <details className="filters-panel">
        <summary>Filtros e ordenação</summary>
        <ProductFilterForm
          key={JSON.stringify(filters)}
          filters={filters}
          showCategory={showCategory}
          onApply={onFiltersChange}
        />
      </details>
      {!online && <OfflineNotice />}
      {list.status === 'error' && online && (
        <ErrorState
          title="Não foi possível carregar mais produtos"
          message={list.error ?? undefined}
          onRetry={list.retry}
        />
      )}
      <ListView
        items={list.products}
        loading={<ProductGridSkeleton />}
        // While the first page is still coming, an empty local copy is not "nothing found" yet.
        empty={
          list.status === 'loading' ? <ProductGridSkeleton /> : 'Nenhum produto encontrado com esses filtros.'
        }
      >
        {(products) => (
          <>
            <p className="list-count" aria-live="polite">
              {list.total === 1 ? '1 produto' : `${list.total} produtos`}
            </p>
            <ProductGrid products={products} eagerCount={2} />
          </>
        )}
      </ListView>
      <LoadMore hasMore={list.hasMore} loading={list.status === 'loading'} onLoadMore={list.loadMore} />
    </>
  );
}
