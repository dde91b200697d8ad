/**
 * Test side of /ws/notifications: a real `ws` client against a listening server, with a queue of parsed frames
 * so a test can wait for the frame it expects (sessions come from ./sessions.ts).
 */
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { products, stores } from '../../../server/db/schema';
import type { Reach } from '../../../server/realtime/events';
import { sessionFor } from './sessions';
import type { TestApp } from './test-app';

/** The demo seller signed in, with their first store and one of its products (suites about seller writes). */
export async function demoSellerStore(t: Pick<TestApp, 'database'>) {
  const seller = await sessionFor(t.database, 'vendedor');
  const [store] = await t.database.db.select().from(stores).where(eq(stores.ownerId, seller.userId));
  if (!store) throw new Error('the demo seller has no store');
  const [product] = await t.database.db.select().from(products).where(eq(products.storeId, store.id));
  if (!product) throw new Error('the demo store has no product');
  return { headers: seller.headers, cookie: seller.cookie, storeId: store.id, productId: product.id };
}

/** The reach of a change to a public thing of the store, for a test that publishes an event by hand. */
export async function publicReach(t: Pick<TestApp, 'database'>, storeId: number): Promise<Reach> {
  const [store] = await t.database.db
    .select({ ownerId: stores.ownerId })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw new Error(`no store ${storeId}`);
  return { ownerId: store.ownerId, public: true, wasPublic: true };
}

export interface Frame {
  type: string;
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface TestSocket {
  socket: WebSocket;
  frames: Frame[];
  next(predicate: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  close(): Promise<void>;
}

export function connect(url: string, headers: Record<string, string> = {}): TestSocket {
  const socket = new WebSocket(url, { headers });
  const frames: Frame[] = [];
  const waiters: Array<{ predicate: (f: Frame) => boolean; resolve: (f: Frame) => void }> = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    frames.push(frame);
    for (const w of [...waiters]) {
      if (w.predicate(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    socket.on('error', () => undefined);
  });
  return {
    socket,
    frames,
    closed,
    next(predicate, timeoutMs = 5000) {
      const seen = frames.find(predicate);
      if (seen) {
        frames.splice(frames.indexOf(seen), 1);
        return Promise.resolve(seen);
      }
      return new Promise<Frame>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching frame within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          predicate,
          resolve: (f) => {
            clearTimeout(timer);
            frames.splice(frames.indexOf(f), 1);
            resolve(f);
          },
        });
      });
    },
    send(message) {
      socket.send(JSON.stringify(message));
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
}

/** Base ws:// URL of a listening Fastify instance. */
export function wsUrl(app: { server: { address(): unknown } }, path = '/ws/notifications'): string {
  const address = app.server.address() as { port: number };
  return `ws://127.0.0.1:${address.port}${path}`;
}
