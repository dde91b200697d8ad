/**
 * A replica SIGKILLed in the middle of a reservation burst (power cut, OOM kill): nothing is half done. The stock
 * left plus the quantities held by pending reservations equals the starting stock, and every 201 a client saw
 * is a reservation row. The burst runs out of stock on purpose, so the last units are raced for too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionFor, type TestSession } from '../api/helpers/sessions';
import { FLEET_TEST_TIMEOUT_MS, request, startPair, stopAll } from './helpers/fleet';

const STARTING_STOCK = 60;
const REQUESTS = 160;

const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  await stopAll();
  for (const step of cleanup.reverse()) await step();
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('SIGKILL to one of two replicas during a reservation burst', () => {
  it(
    'keeps stock + held == starting stock, and every 201 seen is a row',
    async () => {
      // Three shoppers send the whole burst: far past a real shopper's reservations an hour, which this test
      // is not about (tests/api/security.test.ts is).
      const { a, b, database } = await startPair(cleanup, { RESERVATION_LIMIT_PER_HOUR: '1000' });
      const shoppers: TestSession[] = await Promise.all(
        ['cliente@feira.dev', 'admin@feira.dev', 'vendedora@feira.dev'].map((email) =>
          sessionFor(database, { email: email }),
        ),
      );

      const [product] = rowsOf<{ id: number }>(
        await database.db.execute(sql`
        update products set stock = ${STARTING_STOCK}, status = 'ACTIVE'
        where id = (select id from products where status = 'ACTIVE' and stock is not null order by id limit 1)
        returning id`),
      );
      if (!product) throw new Error('no product with stock in the demo data');
      const pendingBefore = rowsOf<{ held: number }>(
        await database.db.execute(
          sql`select coalesce(sum(quantity), 0)::int as held from reservations
            where product_id = ${product.id} and status = 'pending'`,
        ),
      )[0]?.held;
      expect(pendingBefore).toBe(0);

      const created: number[] = [];
      const statuses: Array<number | 'no-answer'> = [];
      let next = 0;
      let killed = false;
      await Promise.all(
        Array.from({ length: 12 }, async () => {
          while (next < REQUESTS) {
            const i = next++;
            if (i === 40 && !killed) {
              killed = true;
              a.child.kill('SIGKILL');
            }
            const target = i % 2 === 0 ? a : b;
            const shopper = shoppers[i % shoppers.length] as TestSession;
            try {
              const answer = await request(`${target.url}/api/reservations`, {
                method: 'POST',
                headers: shopper.headers,
                body: { productId: product.id, quantity: 1 },
              });
              statuses.push(answer.status);
              if (answer.status === 201) created.push((JSON.parse(answer.body) as { id: number }).id);
            } catch {
              // The replica died with the request: the client cannot know whether it was done (the app's offline
              // queue resends it with its Idempotency-Key); the totals below must hold either way.
              statuses.push('no-answer');
            }
          }
        }),
      );
      expect(killed).toBe(true);
      expect((await a.exited).signal).toBe('SIGKILL');
      expect(statuses).toHaveLength(REQUESTS);
      expect(statuses.filter((s) => s === 'no-answer').length).toBeGreaterThan(0);
      expect(new Set(statuses.filter((s) => s !== 'no-answer'))).toEqual(new Set([201, 409]));

      const [after] = rowsOf<{ stock: number; held: number }>(
        await database.db.execute(sql`
        select p.stock, coalesce((select sum(r.quantity) from reservations r
          where r.product_id = p.id and r.status = 'pending'), 0)::int as held
        from products p where p.id = ${product.id}`),
      );
      expect(after).toBeDefined();
      expect((after?.stock ?? 0) + (after?.held ?? 0)).toBe(STARTING_STOCK);
      const rows = rowsOf<{ id: number }>(
        await database.db.execute(sql`select id from reservations where product_id = ${product.id}`),
      ).map((r) => r.id);
      for (const id of created) expect(rows).toContain(id);
      // The surviving replica still serves: the product reads as the database says.
      const page = await request(`${b.url}/api/products/${product.id}`);
      expect(page.status).toBe(200);
      expect((JSON.parse(page.body) as { stock: number }).stock).toBe(after?.stock);
    },
    FLEET_TEST_TIMEOUT_MS,
  );
});
