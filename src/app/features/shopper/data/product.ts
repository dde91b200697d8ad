import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { isOnline } from '../../../../data/connectivity';
import { db } from '../../../../data/db';
import { ApiError } from '../../../../data/http';
import { syncProduct } from '../../../../data/sync/catalogue';
import type { ProductWire } from '../../../../domain/api/catalogue';
import { useFirstData } from '../../../ssr/first-data';
import { productPath } from '../../../ssr/first-paths';
import { errorMessage } from '../../../ui/error-message';

export type ProductLoad =
  | { state: 'loading' }
  | { state: 'ready'; product: ProductWire }
  | { state: 'offline' }
  | { state: 'not-found' }
  | { state: 'error'; message: string };

/**
 * A product from Dexie at once when it was seen before; refreshed from the server when online.
 * Offline with no local copy is its own state, so the screen can say so instead of going blank.
 */
export function useProduct(id: number): ProductLoad {
  const local = useLiveQuery(() => db.products.get(id), [id], null);
  // The server's copy (a server-rendered page) stands in until the local one is there.
  const first = useFirstData<ProductWire>(productPath(id));
  const [remote, setRemote] = useState<'idle' | 'not-found' | 'offline' | { error: string }>('idle');

  useEffect(() => {
    let cancelled = false;
    setRemote('idle');
    if (!isOnline()) {
      setRemote('offline');
      return;
    }
    syncProduct(id)
      .then((found) => {
        if (!cancelled && !found) setRemote('not-found');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const unreachable = error instanceof ApiError && error.isUnreachable;
        setRemote(unreachable ? 'offline' : { error: errorMessage(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  if (remote === 'not-found') return { state: 'not-found' };
  if (local) return { state: 'ready', product: local };
  if (first) return { state: 'ready', product: first };
  if (local === null) return { state: 'loading' };
  if (remote === 'offline') return { state: 'offline' };
  if (typeof remote === 'object') return { state: 'error', message: remote.error };
  return { state: 'loading' };
}
