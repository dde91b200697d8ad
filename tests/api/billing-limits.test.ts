/**
 * Plan limits, enforced by the server with a Portuguese 422 and counted under the store row lock:
 * a seller whose trial ended keeps everything but gets the free plan's limits. The race for a store's last
 * product slot runs with real concurrency on PostgreSQL (PGlite serialises the same requests).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, favoriteStores, notifications, products, users } from '../../server/db/schema';
import { alertHighlight } from '../../server/services/shopper/follower-alerts';
import { PLANS } from '../../src/domain/billing';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

const DAY = 86_400_000;

describe(`plan limits (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let carlos: TestSession;
  let luciana: TestSession;
  let storeId: number;

  const productsIn = async (id: number) =>
    (await t.database.db.select({ n: count() }).from(products).where(eq(products.storeId, id)))[0]?.n ?? 0;
  const create = (name: string, who: TestSession = carlos, store = storeId, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: who.headers,
      payload: { storeId: store, name, category: 'Comida', price: 5, stock: 3, ...extra },
    });

  beforeAll(async () => {
    t = await createTestApp();
    carlos = await sessionFor(t.database, 'vendedor');
    luciana = await sessionFor(t.database, 'vendedora');
    // Carlos's trial ended and he never subscribed: the free plan applies to each of his stores.
    await t.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - DAY) })
      .where(eq(users.id, carlos.userId));
    const result = (await t.database.db.execute(sql`
      select s.id from stores s where s.owner_id = ${carlos.userId}
        and (select count(*) from products p where p.store_id = s.id) = ${PLANS.gratis.limits.products}
      order by s.id limit 1`)) as unknown as { rows: Array<{ id: number }> };
    const found = result.rows[0]?.id;
    if (!found) throw new Error('no store of Carlos with exactly 10 products');
    storeId = Number(found);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the 11th product on a plan of 10 with a clear 422, and keeps what the store had', async () => {
    const res = await create('Pamonha doce');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'BUSINESS_RULE_VIOLATION',
      message:
        'Seu plano Grátis permite até 10 produtos por loja. Remova um produto ou mude de plano para cadastrar outro.',
      details: [
        {
          field: 'storeId',
          code: 'PLAN_LIMIT_REACHED',
          message:
            'Seu plano Grátis permite até 10 produtos por loja. Remova um produto ou mude de plano para cadastrar outro.',
        },
      ],
    });
    expect(await productsIn(storeId)).toBe(10);
  });

  it('lets exactly one of several concurrent creates take the last slot', async () => {
    const [victim] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.isHighlighted, false)))
      .limit(1);
    if (!victim) throw new Error('no product to delete');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${victim.id}`,
      headers: carlos.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await productsIn(storeId)).toBe(9);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => create(`Corrida de bolo ${i}`)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().details[0].code).toBe('PLAN_LIMIT_REACHED');
    }
    expect(await productsIn(storeId)).toBe(10);
  });

  it('limits highlights to the plan (1 on Grátis) below the spec’s 10', async () => {
    const [plain] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.isHighlighted, false)))
      .limit(1);
    const highlighted = await t.database.db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.isHighlighted, true)));
    expect(highlighted[0]?.n).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/products/${plain?.id}/highlight`,
      headers: carlos.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Seu plano Grátis permite até 1 produto em destaque por loja. Remova um destaque ou mude de plano para destacar outro.',
    );
  });

  it('limits active coupons and promotions; an inactive coupon may be created but not switched on', async () => {
    const usage = (
      await t.app.inject({
        method: 'GET',
        url: `/api/seller/stores/${storeId}/subscription`,
        headers: carlos.headers,
      })
    ).json().stores[0].usage;
    expect(usage.activeCoupons.limit).toBe(1);
    const coupon = (code: string, isActive: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/seller/coupons',
        headers: carlos.headers,
        payload: {
          storeId,
          code,
          description: 'Desconto da feira',
          discountPercentage: 10,
          discountAmount: null,
          minimumPurchase: null,
          maxUsageCount: 5,
          startTime: new Date(Date.now() - DAY).toISOString(),
          endTime: new Date(Date.now() + 10 * DAY).toISOString(),
          isActive,
        },
      });
    for (let i = usage.activeCoupons.used; i < 1; i += 1) {
      expect((await coupon(`LIVRE${i}`, true)).statusCode).toBe(201);
    }
    const over = await coupon('DEMAIS', true);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toContain('até 1 cupom ativo por loja');
    const off = await coupon('DESLIGADO', false);
    expect(off.statusCode).toBe(201);
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/coupons/${off.json().id}`,
      headers: carlos.headers,
      payload: { isActive: true },
    });
    expect(on.statusCode).toBe(422);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, off.json().id));
    expect(row?.isActive).toBe(false);

    const [product] = await t.database.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(eq(products.storeId, storeId))
      .limit(1);
    const promotion = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/seller/promotions',
        headers: carlos.headers,
        payload: {
          productId: product?.id,
          title: 'Relâmpago',
          promotionalPrice: Math.max(0.01, Math.round((product?.price ?? 1) * 50) / 100),
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        },
      });
    for (let i = usage.activePromotions.used; i < 1; i += 1) expect((await promotion()).statusCode).toBe(201);
    const tooMany = await promotion();
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toContain('até 1 promoção ativa por loja');
  });

  it('an alert reaches as many followers as the plan allows (50 on Grátis), the longest-standing first', async () => {
    const followers = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          email: `seguidor${i}@feira.dev`,
          passwordHash: 'not-used',
          firstName: 'Seguidor',
          lastName: `${i}`,
        })),
      )
      .returning({ id: users.id });
    await t.database.db.insert(favoriteStores).values(
      followers.map((f, i) => ({
        userId: f.id,
        storeId,
        createdAt: new Date(Date.now() - (100 - i) * DAY),
      })),
    );
    const [highlighted] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(eq(products.storeId, storeId), eq(products.isHighlighted, true), eq(products.status, 'ACTIVE')),
      );
    if (!highlighted) throw new Error('no highlighted product');
    await alertHighlight(t.app, highlighted.id);
    const told = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'highlight'),
          sql`${notifications.data}->>'productId' = ${String(highlighted.id)}`,
        ),
      );
    const toldIds = new Set(told.map((n) => n.userId));
    expect(PLANS.gratis.limits.pushReach).toBe(50);
    expect(followers.slice(0, 50).every((f) => toldIds.has(f.id))).toBe(true);
    expect(followers.slice(50).some((f) => toldIds.has(f.id))).toBe(false);
  });

  it('a seller in trial has the paid plan’s limits (the demo stores keep working)', async () => {
    const [big] = (
      (await t.database.db.execute(sql`
        select s.id from stores s where s.owner_id = ${luciana.userId}
        order by (select count(*) from products p where p.store_id = s.id) desc limit 1`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    const before = await productsIn(Number(big?.id));
    expect(before).toBeGreaterThan(PLANS.gratis.limits.products ?? 0);
    expect((await create('Bolo de fubá cremoso', luciana, Number(big?.id))).statusCode).toBe(201);
  });
});
