import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { submitSearch } from '../features/shopper/data';
import { SearchForm } from '../ui/search-form';

/** Header search (spec 000 §5): blank does nothing, the term is trimmed, tracked, then /search?q=. */
export function SearchBox() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  return (
    <SearchForm
      term={term}
      onTermChange={setTerm}
      onSubmit={(value) => void submitSearch(value, (q) => navigate({ to: '/search', search: { q } }))}
    />
  );
}
