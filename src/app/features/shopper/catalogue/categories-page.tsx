import { Link } from '@tanstack/react-router';
import { ListView } from '../../../ui/list-view';
import { PageHeader } from '../../../ui/page-state';
import { useCategories } from '../data';

export function CategoriesPage() {
  const categories = useCategories();
  return (
    <div className="page">
      <PageHeader title="Categorias" />
      <ListView
        items={categories}
        loading={<div className="chips chips--skeleton" aria-hidden="true" />}
        empty="As categorias aparecem assim que a conexão voltar."
      >
        {(list) => (
          <ul className="category-grid">
            {list.map((c) => (
              <li key={c.slug}>
                <Link to="/categories/$category" params={{ category: c.slug }} className="category-tile">
                  <span className="category-tile__label">{c.label}</span>
                  <span className="category-tile__count">
                    {c.productCount === 1 ? '1 produto' : `${c.productCount} produtos`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
