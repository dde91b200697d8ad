import { useId, useState } from 'react';
import type { DraftValues } from './draft-merge';
import type { RecordChange } from './use-record-draft';

export const recordChangedTexts = {
  title: 'Alterado em outro lugar',
  body: (what: string, changed = 'alterado') =>
    `${what} foi ${changed} em outro aparelho ou aba. O que você digitou e ainda não salvou continua no formulário.`,
  show: 'Ver os novos valores',
  hide: 'Ocultar os novos valores',
  keep: 'Continuar editando',
  take: 'Usar os novos valores',
  keptMark: '(você digitou outro valor)',
} as const;

/**
 * The notice of an edit form whose record changed elsewhere while the seller was typing: what changed, and
 * the choice between keeping their typing and taking the new values. Announced politely (role status): it
 * must not interrupt typing.
 */
export function RecordChangedNotice<V extends DraftValues>({
  what,
  feminine = false,
  change,
  labels,
  show,
  onKeep,
  onTake,
}: {
  /** "Este produto", "Este cupom", "Esta loja"… */
  what: string;
  /** The record's noun is feminine ("Esta loja foi alterada"). */
  feminine?: boolean;
  change: RecordChange<V> | null;
  labels: Partial<Record<keyof V & string, string>>;
  show: (key: keyof V & string, value: unknown) => string;
  onKeep: () => void;
  onTake: () => void;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div role="status" className="record-changed-slot">
      {change && (
        <section className="record-changed" aria-label={recordChangedTexts.title}>
          <p>
            <strong>{recordChangedTexts.title}.</strong>{' '}
            {recordChangedTexts.body(what, feminine ? 'alterada' : 'alterado')}
          </p>
          <ul id={listId} aria-label="Novos valores" hidden={!open}>
            {change.changed.map((key) => (
              <li key={key}>
                {labels[key] ?? key}: {show(key, change.theirs[key])}
                {change.kept.includes(key) && ` ${recordChangedTexts.keptMark}`}
              </li>
            ))}
          </ul>
          <div className="form__actions">
            <button
              type="button"
              className="button button--small button--ghost"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? recordChangedTexts.hide : recordChangedTexts.show}
            </button>
            <button type="button" className="button button--small button--ghost" onClick={onKeep}>
              {recordChangedTexts.keep}
            </button>
            <button type="button" className="button button--small" onClick={onTake}>
              {recordChangedTexts.take}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
