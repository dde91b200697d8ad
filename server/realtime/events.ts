/**
 * Every change a client may want to hear about goes out through `publishEvent`: one function, so
 * the realtime hub (LISTEN on the same channel in every server process) can fan it out to sockets.
 * NOTIFY payloads are limited to 8000 bytes; events carry ids and small summaries, not whole lists.
 */
import type { Database } from '../db/client';
import { perHandle, perTick } from '../db/per-tick';
import { publicCache, tagsOfEvent } from '../http/public-cache';
import type { ProductFacts } from './translate';

export const EVENTS_CHANNEL = 'feira_events';

export type FeiraEvent =
  | {
      type: 'product-created' | 'product-updated';
      storeId: number;
      productId: number;
      product?: unknown;
      /** The summary sockets are shown when no whole product is carried: with it, no process reads the row. */
      facts?: ProductFacts;
      /** Only the stock moved (a reservation held or gave back units): nothing a follower is told about. */
      stockOnly?: true;
      /** The named domain events of the change (spec 001 §4), in order; absent for stock-only changes. */
      events?: string[];
    }
  | { type: 'product-deleted'; storeId: number; productId: number }
  | { type: 'store-created' | 'store-updated'; storeId: number; store?: unknown }
  | { type: 'store-deleted'; storeId: number }
  | {
      type: 'data-changed';
      collection:
        | 'stores'
        | 'products'
        | 'user-data'
        | 'promotions'
        | 'coupons'
        | 'banners'
        | 'categories'
        | 'highlights'
        | 'reservations'
        | 'wishlist'
        | 'notifications';
      storeId?: number;
      /** Only this user's sockets hear it (their own wishlist, reservations, ...). */
      userId?: number;
      ids?: Array<number | string>;
    }
  | { type: 'cache-invalidate'; keys: string[] }
  /** An admin changed an installation setting (feature flags): every process reloads it. */
  | { type: 'settings-changed'; key: 'feature-flags' }
  | { type: 'notification'; userId: number; notification: unknown }
  | { type: 'reservation_update'; userId: number; reservationId: number; status: string }
  | {
      type: 'force-logout';
      userId: number;
      /**
       * The session (its token hash, the sessions table key) whose sockets stay open: the device that
       * changed the password. Every other socket of the user hears force-logout and is closed.
       */
      exceptSessionId?: string;
    };

/** NOTIFY payloads of one turn of the event loop, sent in one statement, in call order. */
const notifications = perHandle((database: Database) =>
  perTick(async (payloads: readonly string[]) => {
    await database.notifier.notify(EVENTS_CHANNEL, payloads);
    return payloads.map(() => undefined);
  }),
);

/** Publishes the events in order; resolves once they are sent. */
export async function publishEvent(database: Database, ...events: FeiraEvent[]): Promise<void> {
  // This process's shared answers first, before any later request of it could be answered from them.
  const cache = publicCache(database);
  for (const event of events) cache.drop(tagsOfEvent(event));
  const payloads = events.map((event) => {
    const payload = JSON.stringify(event);
    // Too big for NOTIFY: send the ids only; clients refetch the row.
    return payload.length > 7500 && 'product' in event
      ? JSON.stringify({ ...event, product: undefined })
      : payload;
  });
  await notifications(database).loadMany(payloads).then(throwFirstError);
}

function throwFirstError(results: Array<undefined | Error>) {
  const failed = results.find((result) => result instanceof Error);
  if (failed) throw failed;
}
