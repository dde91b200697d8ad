import { isOnline } from '../../../../data/connectivity';
import { db } from '../../../../data/db';
import { ApiError } from '../../../../data/http';
import type { ProductWire } from '../../../../domain/api/catalogue';
import { productPath } from '../../../../domain/first-screen';
import { messages } from '../../../../domain/messages';
import { useLiveRow } from '../../../reads/live-read';
import { useOnlineRead } from '../../../reads/online-read';
import { syncProduct } from './commands';

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
  // The server's copy (a server-rendered page) stands in until the local one is there.
  const { row: product, deleted } = useLiveRow(id, async () => (await db.products.get(id)) ?? null, {
    first: (answer) => answer<ProductWire>(productPath(id)),
  });
  const read = useOnlineRead(`product:${id}`, () => readProduct(id), { rereadOnReconnect: true });

  if ((read.status === 'ready' && !read.data) || deleted) return { state: 'not-found' };
  if (product) return { state: 'ready', product };
  if (product === undefined || read.error === null) return { state: 'loading' };
  return read.offline ? { state: 'offline' } : { state: 'error', message: read.error };
}

/** Offline, the product's read fails at once as unreachable instead of waiting for the network to time out. */
function readProduct(id: number): Promise<ProductWire | undefined> {
  return isOnline()
    ? syncProduct(id)
    : Promise.reject(new ApiError(messages.request.network, 0, 'NETWORK_ERROR'));
}
