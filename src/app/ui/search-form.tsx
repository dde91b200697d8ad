import { SearchIcon } from './icons';

/**
 * The search field of spec 000 §5, shared by the header box and the /search page. Controlled: the caller owns
 * the term and decides what a submit does (trim, track, navigate — see features/search/submit-search.ts).
 */
export function SearchForm({
  term,
  onTermChange,
  onSubmit,
  className = 'search-box',
}: {
  term: string;
  onTermChange: (term: string) => void;
  onSubmit: (term: string) => void;
  className?: string;
}) {
  return (
    <search className={className}>
      <form
        className="search-box__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(term);
        }}
      >
        <label htmlFor="search-input" className="visually-hidden">
          Buscar produtos e lojas
        </label>
        <input
          id="search-input"
          type="search"
          value={term}
          onChange={(event) => onTermChange(event.target.value)}
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
