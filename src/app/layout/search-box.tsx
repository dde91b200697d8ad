import { useState } from 'react';
import { SearchIcon } from '../ui/icons';

/**
 * Header search (spec 000 §5): blank does nothing, the term is trimmed. Tracking and the
 * results screen arrive with the search feature; until then it opens /search?q=.
 */
export function SearchBox() {
  const [term, setTerm] = useState('');
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = term.trim();
        if (!trimmed) return;
        window.location.assign(`/search?q=${encodeURIComponent(trimmed)}`);
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
  );
}
