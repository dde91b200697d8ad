/**
 * Races, with real concurrency on PostgreSQL (the pool runs many requests at once; PGlite serialises them, so
 * there the same assertions check the single-connection path). Every assertion is on the database's final
 * state, not only on the answers.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, products, reservations, stores, users } from '../../server/db/schema';
import { sweepReservations } from '../../server/jobs/sweeps';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

const DAY = 86_400_000;

describe(`concurrency (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let shoppers: Array<{ authorization: string }>;
  let owner: TestSession;
  let storeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await sessionFor(t.database, 'vendedor');
    const [store] = await t.database.db
      .select()
      .from(stores)
      .where(eq(stores.ownerId, owner.userId))
      .limit(1);
    if (!store) throw new Error('no store');
    storeId = store.id;
    // 50 distinct shoppers: a shopper holds one open code per coupon, so the race needs many people.
    const created = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 50 }, (_, i) => ({
          email: `corrida${i}@feira.dev`,
          passwordHash: 'not-used',
          firstName: 'Cliente',
          lastName: `${i}`,
        })),
      )
      .returning({ id: users.id });
    shoppers = await Promise.all(
      created.map(async (u) => (await sessionFor(t.database, { userId: u.id })).headers),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const newCoupon = async (maxUsageCount: number) => {
    const [row] = await t.database.db
      .insert(coupons)
      .values({
        storeId,
        code: `CORRIDA${maxUsageCount}`,
        description: 'Corrida',
        discountAmount: 5,
        maxUsageCount,
        startTime: new Date(Date.now() - DAY),
        endTime: new Date(Date.now() + DAY),
      })
      .returning({ id: coupons.id });
    if (!row) throw new Error('no coupon');
    return row.id;
  };

  for (const limit of [1, 7]) {
    it(`500 concurrent redemptions of a coupon limited to ${limit} use(s) → exactly ${limit}`, async () => {
      const id = await newCoupon(limit);
      const answers = await Promise.all(
        Array.from({ length: 500 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: `/api/coupons/${id}/redeem`,
            headers: shoppers[i % shoppers.length],
          }),
        ),
      );
      const created = answers.filter((a) => a.statusCode === 201);
      expect(created).toHaveLength(limit);
      for (const a of answers) expect([200, 201, 409]).toContain(a.statusCode);
      const refused = answers.filter((a) => a.statusCode === 409);
      expect(refused.every((a) => a.json().message === 'Este cupom atingiu o limite de usos')).toBe(true);
      // 200s are a winner's repeated taps: they carry the winner's code, never a new one.
      const codes = new Set(
        answers.filter((a) => a.statusCode < 300).map((a) => a.json().redemption.validationCode),
      );
      expect(codes.size).toBe(limit);
      const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
      expect(coupon?.usageCount).toBe(limit);
      const rows = await t.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, id));
      expect(rows).toHaveLength(limit);
    });
  }

  it('200 concurrent reservations of a product with stock 10 → exactly 10 held; stock + holds constant; expiry returns it', async () => {
    const [product] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.status, 'ACTIVE')))
      .limit(1);
    if (!product) throw new Error('no product');
    await t.database.db.update(products).set({ stock: 10 }).where(eq(products.id, product.id));
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: shoppers[i % shoppers.length],
          payload: { productId: product.id, quantity: 1 },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(190);
    const totals = async () => {
      const [p] = await t.database.db.select().from(products).where(eq(products.id, product.id));
      const [h] = await t.database.db
        .select({ held: sql<number>`coalesce(sum(${reservations.heldQuantity}), 0)::int` })
        .from(reservations)
        .where(and(eq(reservations.productId, product.id), eq(reservations.status, 'pending')));
      return { stock: p?.stock ?? -1, status: p?.status, held: h?.held ?? -1 };
    };
    expect(await totals()).toEqual({ stock: 0, status: 'OUT_OF_STOCK', held: 10 });
    // Two processes sweeping at once after the holds ended.
    const later = new Date(Date.now() + 3 * 3600_000);
    const ended = await Promise.all([sweepReservations(t.app, later), sweepReservations(t.app, later)]);
    expect(ended[0] + ended[1]).toBeGreaterThanOrEqual(10);
    expect(await totals()).toEqual({ stock: 10, status: 'ACTIVE', held: 0 });
  });

  it('50 concurrent validations of one code → exactly one success', async () => {
    const id = await newCoupon(100);
    const shopper = shoppers[0];
    const redeemed = await t.app.inject({
      method: 'POST',
      url: `/api/coupons/${id}/redeem`,
      headers: shopper,
    });
    const code = redeemed.json().redemption.validationCode as string;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/seller/coupons/validate-redemption',
          headers: owner.headers,
          payload: { validationCode: code },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(49);
    expect(answers.every((a) => a.statusCode !== 200 || a.json().success === true)).toBe(true);
  });

  it('the same Idempotency-Key sent 10 times at once → one effect, byte-identical answers', async () => {
    const id = await newCoupon(1000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/coupons/${id}/redeem`,
          headers: { ...shoppers[1], 'idempotency-key': 'same-key-10x', 'content-type': 'application/json' },
          payload: JSON.stringify({ customerName: 'Maria' }),
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
    expect(coupon?.usageCount).toBe(1);
  });

  it('ran on a pool with real parallelism (PostgreSQL) or on the single PGlite connection', async () => {
    if (t.database.kind === 'postgres') {
      const result = (await t.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
      )) as unknown as { rows: Array<{ n: number }> };
      // Connections opened by the bursts above stay idle in the pool: many at once means real concurrency.
      expect(result.rows[0]?.n).toBeGreaterThan(5);
    } else {
      expect(t.database.kind).toBe('pglite');
    }
  });
});
