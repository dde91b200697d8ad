import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { categoryFromSlug, categoryLabel } from '../../../domain/categories';
import { ProductListView } from '../../features/shopper/catalogue/product-list-view';
import { parseProductFilters } from '../../features/shopper/data';
import { BackLink } from '../../ui/page-state';

export const Route = createFileRoute('/categories/$category')({
  validateSearch: (search: Record<string, unknown>) => {
    const { category: _ignored, ...rest } = parseProductFilters(search);
    return rest;
  },
  component: function CategoryRoute() {
    const { category: slug } = Route.useParams();
    const search = Route.useSearch();
    const navigate = useNavigate();
    const category = categoryFromSlug(slug);
    if (!category) {
      return (
        <section className="page page--centered">
          <h1>Categoria não encontrada</h1>
          <BackLink to="/categories">Ver categorias</BackLink>
        </section>
      );
    }
    return (
      <div className="page">
        <BackLink to="/categories">Categorias</BackLink>
        <h1>{categoryLabel(category)}</h1>
        <ProductListView
          filters={{ ...search, category }}
          showCategory={false}
          onFiltersChange={({ category: _c, ...rest }) =>
            void navigate({ to: '/categories/$category', params: { category: slug }, search: rest })
          }
        />
      </div>
    );
  },
});
