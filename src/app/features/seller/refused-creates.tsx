import { type RefusedWrite, refusedBody } from './data';
import { RecordStatus } from './record-status';

/**
 * New records the server refused, above a list page's records: there is no record to show such a refusal on,
 * so each gets a card named from what was sent, and its fix reopens the form it came from with the refused
 * write (nothing the seller typed is lost).
 */
export function RefusedCreates({
  refused,
  label,
  listClass,
  noun,
  nameField,
  onFix,
}: {
  refused: readonly RefusedWrite[];
  /** The list's accessible name. */
  label: string;
  /** The page's own list layout, so the refused cards sit like its records. */
  listClass: 'seller-list' | 'seller-cards';
  /** What a record is called in the status line ("cupom", "loja"). */
  noun: string;
  /** The field of the sent body that names the record. */
  nameField: string;
  onFix: (refused: RefusedWrite) => unknown;
}) {
  if (refused.length === 0) return null;
  return (
    <ul className={listClass} aria-label={label}>
      {refused.map((r) => {
        const name = String(refusedBody(r)[nameField] ?? '');
        return (
          <li key={r.id} className="seller-card">
            <h2>{name}</h2>
            <RecordStatus
              write={{ refused: r }}
              subject={`${noun} ${name}`}
              level={3}
              onFix={() => onFix(r)}
            />
          </li>
        );
      })}
    </ul>
  );
}
