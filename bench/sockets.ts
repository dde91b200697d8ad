/**
 * Realtime fan-out under load, for `npm run bench -- fleet`: 1,000 sockets spread over two replicas, then a
 * series of product changes (a reservation taking stock, made through one replica); for each change, the time
 * from the request being sent until every socket on both replicas has the product's delta.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { Database } from '../server/db/client';
import { withTimeout } from '../src/data/with-timeout';
import { sessionFor } from '../tests/api/helpers/sessions';
import { type Replica, request } from '../tests/fleet/helpers/fleet';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const CHANGES = 20;
const OPEN_BATCH = 50;

export interface SocketFigures {
  sockets: number;
  changes: number;
  /** Per change: until the last socket has the delta. */
  allReceivedP50Ms: number;
  allReceivedP95Ms: number;
  /** Over every single delivery. */
  deliveryP95Ms: number;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};

export async function measureSockets(options: {
  replicas: [Replica, Replica];
  database: Database;
  productId: number;
}): Promise<SocketFigures> {
  const { replicas, database, productId } = options;
  const shopper = await sessionFor(database, 'cliente');
  let current = -1;
  let sentAt = 0;
  const arrivals: number[][] = Array.from({ length: CHANGES }, () => []);
  const waiting: Array<() => void> = [];
  const sockets: WebSocket[] = [];

  const open = (replica: Replica) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${replica.port}/ws/notifications`, {
        headers: { cookie: shopper.cookie },
      });
      let seen = -1;
      socket.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as { type: string; data?: { productId?: number } };
        if (frame.type === 'hello') resolve(socket);
        if (frame.type !== 'product-updated' || frame.data?.productId !== productId) return;
        if (current < 0 || seen === current) return;
        seen = current;
        const list = arrivals[current] as number[];
        list.push(performance.now() - sentAt);
        if (list.length === SOCKETS) waiting.shift()?.();
      });
      socket.once('error', reject);
    });

  try {
    for (let i = 0; i < SOCKETS; i += OPEN_BATCH) {
      const batch = Array.from({ length: Math.min(OPEN_BATCH, SOCKETS - i) }, (_, j) =>
        open(replicas[(i + j) % 2] as Replica),
      );
      sockets.push(...(await Promise.all(batch)));
    }
    for (let change = 0; change < CHANGES; change++) {
      const all = new Promise<void>((resolve) => waiting.push(resolve));
      current = change;
      sentAt = performance.now();
      const answer = await request(`${(replicas[change % 2] as Replica).url}/api/reservations`, {
        method: 'POST',
        headers: shopper.headers,
        body: { productId, quantity: 1 },
      });
      if (answer.status !== 201) throw new Error(`reserva recusada: ${answer.status} ${answer.body}`);
      await withTimeout(all, 30_000, 'delta não chegou a todos em 30 s');
      // A pause between changes: each delay is measured alone, not behind the previous fan-out.
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    for (const socket of sockets) socket.terminate();
  }
  const perChange = arrivals.map((list) => Math.max(...list));
  return {
    sockets: SOCKETS,
    changes: CHANGES,
    allReceivedP50Ms: pct(perChange, 50),
    allReceivedP95Ms: pct(perChange, 95),
    deliveryP95Ms: pct(arrivals.flat(), 95),
  };
}
