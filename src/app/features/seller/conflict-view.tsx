/** A form value as the seller reads it: blanks as a dash, datetime-local as dd/MM/yyyy HH:mm. */
export function showFormValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  const text = String(value);
  const local = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(text);
  return local ? `${local[3]}/${local[2]}/${local[1]} ${local[4]}` : text;
}

export type ConflictLine = readonly [label: string, value: string];

/**
 * The seller's change and the server's current version side by side, for a change refused because the
 * record changed elsewhere. Shared by products, stores, promotions and coupons.
 */
export function ConflictView({
  change,
  mine,
  theirs,
}: {
  /** What kind of change it was ("Edição do produto"), if worth saying. */
  change?: string;
  mine: readonly ConflictLine[];
  theirs: readonly ConflictLine[];
}) {
  const list = (label: string, lines: readonly ConflictLine[]) => (
    <ul aria-label={label}>
      {lines.map(([key, value]) => (
        <li key={key}>
          {key}: {value}
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <p>
        <strong>Sua alteração não foi aplicada</strong>
      </p>
      <div className="seller-conflict__versions">
        <div>
          <h3>Sua alteração</h3>
          {change && <p>{change}</p>}
          {list('Sua alteração', mine)}
        </div>
        <div>
          <h3>Versão atual no servidor</h3>
          {list('Versão atual no servidor', theirs)}
        </div>
      </div>
    </>
  );
}
