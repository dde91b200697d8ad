import { useLiveQuery } from 'dexie-react-hooks';
import { isOnline } from '../../../../data/connectivity';
import { db } from '../../../../data/db';
import { ApiError } from '../../../../data/http';
import type { ProductWire } from '../../../../domain/api/catalogue';
import { productPath } from '../../../../domain/first-screen';
import { messages } from '../../../../domain/messages';
import { useFirstData, useLiveOrFirst } from '../../../ssr/first-data';
import { errorMessage } from '../../../ui/error-message';
import { syncProduct } from './commands';
import { useServerRead } from './use-server-read';

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
  const live = useLiveQuery(async () => (await db.products.get(id)) ?? null, [id]);
  // The server's copy (a server-rendered page) stands in until the local one is there.
  const first = useFirstData<ProductWire>(productPath(id));
  const { row: product, deleted } = useLiveOrFirst(id, live, first);
  const read = useServerRead(id, readProduct);

  if ((read.status === 'answered' && !read.value) || deleted) return { state: 'not-found' };
  if (product) return { state: 'ready', product };
  if (product === undefined || read.status !== 'failed') return { state: 'loading' };
  return read.error instanceof ApiError && read.error.isUnreachable
    ? { state: 'offline' }
    : { state: 'error', message: errorMessage(read.error) };
}

/** Offline, the product's read fails at once as unreachable instead of waiting for the network to time out. */
function readProduct(id: number): Promise<ProductWire | undefined> {
  return isOnline()
    ? syncProduct(id)
    : Promise.reject(new ApiError(messages.request.network, 0, 'NETWORK_ERROR'));
}
