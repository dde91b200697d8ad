/**
 * A rolling restart seen from the clients: two replicas serve a burst, one gets SIGTERM. Every request it had
 * accepted completes with its normal answer (a reservation whose body was still arriving included), what it
 * refused is retried on the other replica as a load balancer would, its sockets close with 1012, and a client
 * socket that reconnects to the other replica receives the next delta.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SOCKET } from '../../src/domain/constants';
import { partialRequest } from '../api/helpers/partial-request';
import { sessionFor } from '../api/helpers/sessions';
import { until } from '../api/helpers/until';
import { connect, type TestSocket } from '../api/helpers/ws-client';
import { FLEET_TEST_TIMEOUT_MS, type Replica, request, startPair, stopAll } from './helpers/fleet';

const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  await stopAll();
  for (const step of cleanup.reverse()) await step();
});

const wsOf = (replica: Replica) => `ws://127.0.0.1:${replica.port}/ws/notifications`;

describe('SIGTERM to one of two replicas during a burst', () => {
  it(
    'drains: accepted requests answer normally, sockets close 1012, a socket moves to the other replica',
    async () => {
      const { a, b, database } = await startPair(cleanup);
      const shopper = await sessionFor(database, 'cliente');
      const sockets: TestSocket[] = [];
      cleanup.push(async () => void (await Promise.all(sockets.map((s) => s.close()))));

      const listed = JSON.parse((await request(`${b.url}/api/products?inStockOnly=true&limit=50`)).body) as {
        products: Array<{ id: number; stock: number | null }>;
      };
      const [held, later] = listed.products.filter((p) => p.stock !== null && p.stock >= 2);
      if (!held || !later) throw new Error('the demo data has no two products with stock');

      const onA = connect(wsOf(a), { cookie: shopper.cookie });
      sockets.push(onA);
      await onA.next((f) => f.type === 'hello');

      // Accepted by A before the signal: its body arrives only once A is draining.
      const slow = partialRequest(
        a.port,
        '/api/reservations',
        { authorization: shopper.headers.authorization },
        JSON.stringify({ productId: held.id, quantity: 1 }),
      );
      await slow.started;

      // The burst: spread over both replicas until told to stop; a connection A refused goes to B.
      let stop = false;
      let refusedByA = 0;
      const answersFromA: number[] = [];
      const finals: number[] = [];
      const burst = Promise.all(
        Array.from({ length: 6 }, async (_, worker) => {
          for (let i = worker; !stop; i += 6) {
            const path = i % 3 === 0 ? `/api/products/${later.id}` : '/api/products?limit=5';
            const target = i % 2 === 0 ? a : b;
            try {
              const answer = await request(`${target.url}${path}`);
              if (target === a) answersFromA.push(answer.status);
              finals.push(answer.status);
            } catch {
              if (target === a) refusedByA += 1;
              finals.push((await request(`${b.url}${path}`)).status);
            }
          }
        }),
      );
      await until('20 answers from A', () => answersFromA.length >= 20, { timeout: 30_000, interval: 20 });

      a.child.kill('SIGTERM');
      expect(await onA.closed).toEqual({
        code: SOCKET.serviceRestartCloseCode,
        reason: 'Servidor reiniciando',
      });
      await until('a connection refused by A', () => refusedByA > 0, { timeout: 30_000, interval: 20 });
      slow.finish();
      const slowAnswer = await slow.ended;
      stop = true;
      await burst;

      expect(slowAnswer).toMatch(/^HTTP\/1\.1 201 /);
      const reservationId = Number(/"id":(\d+)/.exec(slowAnswer.slice(slowAnswer.indexOf('\r\n\r\n')))?.[1]);
      const rows = await database.db.execute(`select status from reservations where id = ${reservationId}`);
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'pending' }]);
      expect(new Set(answersFromA)).toEqual(new Set([200]));
      expect(new Set(finals)).toEqual(new Set([200]));
      expect(await a.exited).toEqual({ code: 0, signal: null });

      // The app's client reconnects on 1012 at once; the load balancer sends it to B, where the next change arrives.
      const onB = connect(wsOf(b), { cookie: shopper.cookie });
      sockets.push(onB);
      await onB.next((f) => f.type === 'hello');
      const created = await request(`${b.url}/api/reservations`, {
        method: 'POST',
        headers: shopper.headers,
        body: { productId: later.id, quantity: 1 },
      });
      expect(created.status).toBe(201);
      const delta = await onB.next((f) => f.type === 'product-updated' && f.data?.productId === later.id);
      expect(delta.data).toMatchObject({ productId: later.id });
    },
    FLEET_TEST_TIMEOUT_MS,
  );
});
