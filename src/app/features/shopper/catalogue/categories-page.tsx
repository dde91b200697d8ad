import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../ui/page-state';
import { useCategories } from '../data/home';

export function CategoriesPage() {
  const categories = useCategories();
  return (
    <div className="page">
      <PageHeader title="Categorias" />
      {categories === undefined ? (
        <div className="chips chips--skeleton" aria-hidden="true" />
      ) : categories.length === 0 ? (
        <p className="empty">As categorias aparecem assim que a conexão voltar.</p>
      ) : (
        <ul className="category-grid">
          {categories.map((c) => (
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
    </div>
  );
}
