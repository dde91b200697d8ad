import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Empty, offline and error states share one look so every screen says what happened and what to do. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children}
    </div>
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

export function OfflineNotice({ children }: { children?: ReactNode }) {
  return (
    <p className="state state--offline">
      {children ?? 'Você está sem conexão. Mostrando o que já foi salvo neste aparelho.'}
    </p>
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

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="back-link">
      ← {children}
    </Link>
  );
}
