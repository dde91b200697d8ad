import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ListView } from '../../../ui/list-view';
import { ErrorState, PageHeader } from '../../../ui/page-state';
import { ProductGrid, ProductGridSkeleton } from '../../../ui/product-card';
import { SearchForm } from '../../../ui/search-form';
import {
  clearRecentSearches,
  rememberSearch,
  submitSearch,
  usePopularSearches,
  useRecentSearches,
  useSearchResults,
} from '../data';
import './search.css';

function TermChips({ terms, onPick }: { terms: readonly string[]; onPick: (term: string) => void }) {
  return (
    <ul className="chips">
      {terms.map((t) => (
        <li key={t}>
          <button type="button" className="chip" onClick={() => onPick(t)}>
            {t}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function SearchPage({ q }: { q: string }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(q);
  const result = useSearchResults(q);
  const recent = useRecentSearches();
  const popular = usePopularSearches();
  // Every search that opens this page (header box, chips, shared links) becomes a recent search.
  useEffect(() => {
    if (q.trim()) void rememberSearch(q.trim());
  }, [q]);
  const go = (raw: string) =>
    submitSearch(raw, (t) => {
      setTerm(t);
      return navigate({ to: '/search', search: { q: t } });
    });

  return (
    <div className="page">
      <PageHeader title={q ? `Resultados para “${q}”` : 'Buscar'} />
      <SearchForm
        className="search-box search-box--page"
        term={term}
        onTermChange={setTerm}
        onSubmit={(value) => void go(value)}
      />

      {result.state === 'loading' && <ProductGridSkeleton count={4} />}
      {result.state === 'error' && (
        <ErrorState title="Não foi possível buscar agora" message={result.message} />
      )}
      {result.state === 'done' && (
        <>
          <p className="search-source" aria-live="polite">
            {result.source === 'server'
              ? 'Resultados da feira inteira.'
              : 'Sem conexão: resultados entre os produtos e lojas já salvos neste aparelho.'}
          </p>
          {result.stores.length > 0 && (
            <section aria-labelledby="store-results" className="section">
              <h2 id="store-results">Lojas</h2>
              <ul className="store-list">
                {result.stores.map((s) => (
                  <li key={s.id} className="store-row">
                    <Link to="/stores/$id" params={{ id: String(s.id) }}>
                      {s.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="product-results" className="section">
            <h2 id="product-results">
              Produtos <span className="list-count">({result.products.length})</span>
            </h2>
            <ListView
              items={result.products}
              empty={`Nenhum produto encontrado para “${q}”. Tente outra palavra.`}
            >
              {(products) => <ProductGrid products={products} eagerCount={2} />}
            </ListView>
          </section>
        </>
      )}

      {recent && recent.length > 0 && (
        <section aria-labelledby="recent-searches" className="section">
          <div className="section__head">
            <h2 id="recent-searches">Buscas recentes</h2>
            <button type="button" className="link-button" onClick={() => void clearRecentSearches()}>
              Limpar
            </button>
          </div>
          <TermChips terms={recent} onPick={(t) => void go(t)} />
        </section>
      )}
      {popular.length > 0 && (
        <section aria-labelledby="popular-searches" className="section">
          <h2 id="popular-searches">Buscas populares</h2>
          <TermChips terms={popular} onPick={(t) => void go(t)} />
        </section>
      )}
    </div>
  );
}
