import { createFileRoute } from '@tanstack/react-router';
import { SearchPage } from '../features/shopper/search/search-page';

export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): { q?: string } =>
    typeof search.q === 'string' && search.q.trim() !== '' ? { q: search.q.trim() } : {},
  component: function SearchRoute() {
    const { q } = Route.useSearch();
    // key: a new term from the header remounts the page with the term in its input.
    return <SearchPage key={q ?? ''} q={q ?? ''} />;
  },
});
