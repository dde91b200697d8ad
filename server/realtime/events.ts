/**
 * Every change a client may want to hear about goes out through `publishEvent`: one function, so
 * the realtime hub (LISTEN on the same channel in every server process) can fan it out to sockets.
 * NOTIFY payloads are limited to 8000 bytes; events carry ids and small summaries, not whole lists.
 */
import type { Database } from '../db/client';
import { perHandle, perTick } from '../db/per-tick';
import { tagsOfEvent } from '../http/cache-tags';
import { publicCache } from '../http/public-cache';
import type { ProductFacts } from './translate';

export const EVENTS_CHANNEL = 'feira_events';

/**
 * Who may hear about a change of a store's thing (a product, the store, its promotions or coupons), decided by
 * the publisher with the domain's visibility rule on the rows it wrote: the owner's own channel always; the
 * public channels (`catalogue`, `store:<id>`) while the thing is public, and once more as it stops being
 * public, as a removal. The hub reads no row to decide it.
 */
export interface Reach {
  ownerId: number;
  /** Public after the change (false for a deletion). */
  public: boolean;
  /** Public before it (false for a creation). */
  wasPublic: boolean;
}

/** The collections whose changes belong to one store (the others are a user's own, or the whole site's). */
type StoreCollection = 'stores' | 'products' | 'promotions' | 'coupons';

export type FeiraEvent =
  | {
      type: 'product-created' | 'product-updated';
      storeId: number;
      productId: number;
      reach: Reach;
      product?: unknown;
      /** The summary sockets are shown when no whole product is carried: with it, no process reads the row. */
      facts?: ProductFacts;
      /** Only the stock moved (a reservation held or gave back units): nothing a follower is told about. */
      stockOnly?: true;
      /** The named domain events of the change (spec 001 §4), in order; absent for stock-only changes. */
      events?: string[];
    }
  | { type: 'product-deleted'; storeId: number; productId: number; reach: Reach }
  | { type: 'store-created' | 'store-updated'; storeId: number; reach: Reach; store?: unknown }
  | { type: 'store-deleted'; storeId: number; reach: Reach }
  | {
      type: 'data-changed';
      collection: StoreCollection;
      storeId: number;
      reach: Reach;
      ids?: Array<number | string>;
    }
  | {
      type: 'data-changed';
      collection:
        | StoreCollection
        | 'user-data'
        | 'banners'
        | 'categories'
        | 'highlights'
        | 'reservations'
        | 'wishlist'
        | 'notifications'
        | 'redemptions';
      storeId?: undefined;
      reach?: undefined;
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
    }
  /** One session ended (sign-out): its sockets close; the user's other sessions keep theirs. */
  | { type: 'session-ended'; userId: number; sessionId: string };

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
