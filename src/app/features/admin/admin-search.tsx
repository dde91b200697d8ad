import { useId, useState } from 'react';

/** The search box of an admin list: the list reads again with the trimmed term on submit. */
export function AdminSearch({ label, onSearch }: { label: string; onSearch: (term: string) => void }) {
  const [term, setTerm] = useState('');
  const id = useId();
  return (
    <search aria-label={label}>
      <form
        className="admin-search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(term.trim());
        }}
      >
        <label htmlFor={id}>{label}</label>
        <input id={id} type="search" value={term} onChange={(e) => setTerm(e.target.value)} />
        <button type="submit" className="button button--small">
          Buscar
        </button>
      </form>
    </search>
  );
}
