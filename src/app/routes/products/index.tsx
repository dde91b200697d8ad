import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProductListView } from '../../features/shopper/catalogue/product-list-view';
import { parseProductFilters } from '../../features/shopper/data';
import { PageHeader } from '../../ui/page-state';

export const Route = createFileRoute('/products/')({
  validateSearch: parseProductFilters,
  component: function ProductsRoute() {
    const filters = Route.useSearch();
    const navigate = useNavigate();
    return (
      <div className="page">
        <PageHeader title="Produtos" />
        <ProductListView
          filters={filters}
          showCategory
          onFiltersChange={(next) => void navigate({ to: '/products', search: next })}
        />
      </div>
    );
  },
});
