/**
 * The list kit: one component decides between loading (a skeleton), failed, empty and the rows, so every
 * screen says the same things the same way; plus the "aguardando conexão" marker of rows with a pending
 * write and the "Carregar mais" button of paged lists.
 */
import type { ReactNode } from 'react';
import { messages } from '../../domain/messages';

export function ListView<T>({
  items,
  loading = <ListSkeleton />,
  error,
  empty,
  children,
}: {
  /** undefined while the first read runs (a live query not answered yet). */
  items: readonly T[] | undefined;
  loading?: ReactNode;
  /** A failure worth showing instead of the list (a string becomes the kit's error state). */
  error?: ReactNode;
  /** What an empty list says; a string becomes the kit's `.empty` paragraph. */
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (error) return typeof error === 'string' ? <ErrorState title={error} /> : error;
  if (items === undefined) return loading;
  if (items.length === 0) return typeof empty === 'string' ? <p className="empty">{empty}</p> : empty;
  return children(items);
}

/** "aguardando conexão" beside a row whose latest change has not reached the server yet. */
export function PendingMarker({ pending, inline = false }: { pending: unknown; inline?: boolean }) {
  if (!pending) return null;
  return inline ? (
    <span className="pending">{messages.request.pending}</span>
  ) : (
    <p className="pending">{messages.request.pending}</p>
  );
}

/** The next page of a paged list. */
export function LoadMore({
  hasMore,
  loading = false,
  onLoadMore,
}: {
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <button type="button" className="button button--ghost load-more" disabled={loading} onClick={onLoadMore}>
      {loading ? 'Carregando…' : 'Carregar mais'}
    </button>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <div className="state state--error" role="alert">
      <p className="state__title">{title}</p>
      {message && <p>{message}</p>}
      {onRetry && (
        <button type="button" className="button button--small" onClick={onRetry}>
          Tentar novamente
        </button>
      )}
    </div>
  );
}

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul className="list-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders with no identity
        <li key={i} />
      ))}
    </ul>
  );
}
