import { AUDIT_ACTION_LABELS } from '../../../domain/api/admin';
import { formatDateTime } from '../../../domain/format';
import type { AuditEntry } from './data';

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** An object's admin history: who did what, when, and the object before and after. */
export function AuditList({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <section className="section" aria-labelledby="audit-title">
      <h2 id="audit-title">Histórico da administração</h2>
      {entries.length === 0 ? (
        <p className="empty">Nenhuma ação registrada.</p>
      ) : (
        <ol className="admin-audit">
          {entries.map((e) => (
            <li key={e.id}>
              <p>
                <strong>{AUDIT_ACTION_LABELS[e.action] ?? e.action}</strong> — {e.actorEmail},{' '}
                <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
              </p>
              <dl>
                <dt>Antes</dt>
                <dd>
                  <code>{show(e.before)}</code>
                </dd>
                <dt>Depois</dt>
                <dd>
                  <code>{show(e.after)}</code>
                </dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
