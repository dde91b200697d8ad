import type { AdminStore } from '../data';

export function StoreStatus({ store }: { store: Pick<AdminStore, 'isActive' | 'suspendedAt'> }) {
  if (store.suspendedAt) return <span className="badge-suspended">Suspensa</span>;
  return <span>{store.isActive ? 'Ativa' : 'Fechada pelo lojista'}</span>;
}
