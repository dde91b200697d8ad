import { useId, useState } from 'react';
import { CATEGORIES, CATEGORY_LABELS } from '../../../../domain/categories';
import { PRODUCT_SORTS, type ProductFilters, parseProductFilters } from '../data';

/** Filters and sort of the product list (spec 001 §3 list request); applied with one button. */
export function ProductFilterForm({
  filters,
  showCategory,
  onApply,
}: {
  filters: ProductFilters;
  showCategory: boolean;
  onApply: (filters: ProductFilters) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState({
    category: filters.category ?? '',
    minPrice: filters.minPrice?.toString() ?? '',
    maxPrice: filters.maxPrice?.toString() ?? '',
    inStockOnly: filters.inStockOnly ?? false,
    discountedOnly: filters.discountedOnly ?? false,
    sort: filters.sort ?? 'relevance',
  });
  return (
    <form
      className="filters"
      aria-label="Filtros"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(parseProductFilters(draft));
      }}
    >
      {showCategory && (
        <div className="field">
          <label htmlFor={`${id}-category`}>Categoria</label>
          <select
            id={`${id}-category`}
            value={draft.category}
            onChange={(e) => setDraft({ ...draft, category: e.target.value })}
          >
            <option value="">Todas</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field field--inline">
        <label htmlFor={`${id}-min`}>Preço mínimo (R$)</label>
        <input
          id={`${id}-min`}
          inputMode="decimal"
          value={draft.minPrice}
          onChange={(e) => setDraft({ ...draft, minPrice: e.target.value })}
        />
      </div>
      <div className="field field--inline">
        <label htmlFor={`${id}-max`}>Preço máximo (R$)</label>
        <input
          id={`${id}-max`}
          inputMode="decimal"
          value={draft.maxPrice}
          onChange={(e) => setDraft({ ...draft, maxPrice: e.target.value })}
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.inStockOnly}
          onChange={(e) => setDraft({ ...draft, inStockOnly: e.target.checked })}
        />
        Só com estoque
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.discountedOnly}
          onChange={(e) => setDraft({ ...draft, discountedOnly: e.target.checked })}
        />
        Só em oferta
      </label>
      <div className="field">
        <label htmlFor={`${id}-sort`}>Ordenar por</label>
        <select
          id={`${id}-sort`}
          value={draft.sort}
          onChange={(e) => setDraft({ ...draft, sort: e.target.value as typeof draft.sort })}
        >
          {Object.entries(PRODUCT_SORTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--small">
        Aplicar filtros
      </button>
    </form>
  );
}
