import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { submitSearch } from '../features/search/submit-search';
import { SearchIcon } from '../ui/icons';

/** Header search (spec 000 §5): blank does nothing, the term is trimmed, tracked, then /search?q=. */
export function SearchBox() {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  return (
    <search className="search-box">
      <form
        className="search-box__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submitSearch(term, (q) => navigate({ to: '/search', search: { q } }));
        }}
      >
        <label htmlFor="search-input" className="visually-hidden">
          Buscar produtos e lojas
        </label>
        <input
          id="search-input"
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder="Buscar produtos e lojas"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="search-box__submit" aria-label="Buscar">
          <SearchIcon />
        </button>
      </form>
    </search>
  );
}
