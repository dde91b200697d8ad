import { runAction } from '../../ui/row-actions';

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
 * A queued change the server refused because the record changed elsewhere (or a rule): the seller's change
 * and the server's current version side by side, and the seller decides. Shared by products and coupons.
 */
export function ConflictView({
  id,
  message,
  change,
  mine,
  theirs,
  onApply,
  onKeep,
}: {
  id: string;
  message: string;
  /** What kind of change it was ("Edição do produto"), if worth saying. */
  change?: string;
  mine: readonly ConflictLine[];
  theirs: readonly ConflictLine[];
  onApply: () => Promise<void>;
  onKeep: () => Promise<void>;
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
    <section className="seller-conflict" role="alert" aria-labelledby={id}>
      <h2 id={id}>Sua alteração não foi aplicada</h2>
      <p>{message}</p>
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
      <div className="seller-actions">
        <button type="button" className="button" onClick={() => void runAction(onApply)}>
          Aplicar a minha alteração
        </button>
        <button type="button" className="button button--ghost" onClick={() => void runAction(onKeep)}>
          Manter a versão do servidor
        </button>
      </div>
    </section>
  );
}
