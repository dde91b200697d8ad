import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

// The list kit's states live with it (the first route loads the list kit, not this module).
export { ErrorState, ListSkeleton } from './list-view';

/** Empty, offline and error states share one look so every screen says what happened and what to do. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state state--empty">
      <p className="state__title">{title}</p>
      {children}
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
