import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, products, reservations, stores, users } from '../../server/db/schema';
import type { HttpError } from '../../server/http/errors';
import { sweepReservations } from '../../server/jobs/sweeps';
import { createReservation } from '../../server/services/shopper/reservations';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

const HOUR = 3600_000;

describe(`reservations (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let shopper: TestSession;
  let otherShopper: TestSession;
  let owner: TestSession;
  let foreignSeller: TestSession;
  let productId: number;

  const stockOf = async (id: number) => {
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    if (!row) throw new Error('product vanished');
    return row;
  };
  const reserve = (who: TestSession, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: who.headers,
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await sessionFor(t.database, 'cliente');
    otherShopper = await sessionFor(t.database, 'admin');
    owner = await sessionFor(t.database, 'vendedor');
    foreignSeller = await sessionFor(t.database, 'vendedora');
    // A product of a store owned by vendedor@, with a known limited stock.
    const [row] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(eq(stores.ownerId, owner.userId), eq(products.status, 'ACTIVE')))
      .limit(1);
    if (!row) throw new Error('no product of vendedor@');
    productId = row.id;
    await t.database.db
      .update(products)
      .set({ stock: 5, isHighlighted: true })
      .where(eq(products.id, productId));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('holds the stock for 2 hours and answers the reservation with its product', async () => {
    const before = await stockOf(productId);
    const res = await reserve(shopper, { productId, quantity: 2, note: '  Retiro às 10h  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'pending',
      productId,
      quantity: 2,
      note: 'Retiro às 10h',
      product: { id: productId },
    });
    const held = Date.parse(body.expiresAt) - Date.parse(body.createdAt);
    expect(held).toBe(2 * HOUR);
    const after = await stockOf(productId);
    expect(after.stock).toBe(3);
    expect(after.version).toBe(before.version + 1);
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, body.id));
    expect(row?.heldQuantity).toBe(2);
    // The answer is built from the statement that took the stock: it is what a read of the list gives.
    const list = await t.app.inject({ method: 'GET', url: '/api/reservations', headers: shopper.headers });
    expect(list.json().find((r: { id: number }) => r.id === body.id)).toEqual(body);
  });

  it('refuses more than the stock, in Portuguese, and holds nothing', async () => {
    const res = await reserve(shopper, { productId, quantity: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      message: 'Estoque insuficiente para esta reserva',
    });
    expect((await stockOf(productId)).stock).toBe(3);
  });

  it('validates the payload with the domain messages', async () => {
    const res = await reserve(shopper, { productId, quantity: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'quantity', message: 'Quantidade mínima é 1' });
    const missing = await reserve(shopper, { productId: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });

  it('taking the last units makes the product OUT_OF_STOCK (and no longer highlighted); then it is unavailable', async () => {
    const res = await reserve(otherShopper, { productId, quantity: 3 });
    expect(res.statusCode).toBe(201);
    const product = await stockOf(productId);
    expect(product).toMatchObject({ stock: 0, status: 'OUT_OF_STOCK', isHighlighted: false });
    const refused = await reserve(shopper, { productId, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PRODUCT_UNAVAILABLE',
      message: 'Produto indisponível para reserva',
    });
  });

  it("lists only one's own reservations; another shopper cannot cancel them (404)", async () => {
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/reservations', headers: shopper.headers })
    ).json();
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/reservations', headers: otherShopper.headers })
    ).json();
    expect(mine.length).toBeGreaterThan(0);
    const mineIds = new Set(mine.map((r: { id: number }) => r.id));
    expect(theirs.some((r: { id: number }) => mineIds.has(r.id))).toBe(false);
    const target = mine.find((r: { productId: number }) => r.productId === productId);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${target.id}/status`,
      headers: otherShopper.headers,
      payload: { status: 'cancelled' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('cancelling gives the stock back exactly once and reactivates the product', async () => {
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/reservations', headers: shopper.headers })
    ).json();
    const target = mine.find(
      (r: { productId: number; status: string }) => r.productId === productId && r.status === 'pending',
    );
    const cancel = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/reservations/${target.id}/status`,
        headers: shopper.headers,
        payload: { status: 'cancelled' },
      });
    const [a, b] = await Promise.all([cancel(), cancel()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 200)?.json()).toMatchObject({
      id: target.id,
      status: 'cancelled',
    });
    expect(await stockOf(productId)).toMatchObject({ stock: 2, status: 'ACTIVE' });
    const onlyCancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${target.id}/status`,
      headers: shopper.headers,
      payload: { status: 'completed' },
    });
    expect(onlyCancelled.statusCode).toBe(400);
  });

  it('bulk-deletes only the cancelled reservations of the caller', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/reservations/cancelled',
      headers: shopper.headers,
    });
    expect(res.json()).toEqual({ success: true, deleted: 1 });
    const left = (
      await t.app.inject({ method: 'GET', url: '/api/reservations', headers: shopper.headers })
    ).json();
    expect(left.some((r: { status: string }) => r.status === 'cancelled')).toBe(false);
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/reservations', headers: otherShopper.headers })
    ).json();
    expect(theirs.some((r: { productId: number }) => r.productId === productId)).toBe(true);
  });

  it('the stall sees its reservations; completing consumes the hold and notifies the shopper', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/seller/reservations', headers: owner.headers })
    ).json();
    const target = list.find(
      (r: { productId: number; status: string }) => r.productId === productId && r.status === 'pending',
    );
    expect(target.customer.name).toBe('Administração Feira');
    const foreignList = (
      await t.app.inject({ method: 'GET', url: '/api/seller/reservations', headers: foreignSeller.headers })
    ).json();
    expect(foreignList.some((r: { id: number }) => r.id === target.id)).toBe(false);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/reservations/${target.id}/status`,
      headers: foreignSeller.headers,
      payload: { status: 'completed' },
    });
    expect(foreign.statusCode).toBe(404);
    const shopperCannot = await t.app.inject({
      method: 'GET',
      url: '/api/seller/reservations',
      headers: shopper.headers,
    });
    expect(shopperCannot.statusCode).toBe(403);

    const stockBefore = (await stockOf(productId)).stock;
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/reservations/${target.id}/status`,
      headers: owner.headers,
      payload: { status: 'completed' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: target.id, status: 'completed' });
    expect((await stockOf(productId)).stock).toBe(stockBefore);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, otherShopper.userId), eq(notifications.type, 'reservation')));
    expect(note).toMatchObject({ title: 'Reserva retirada' });
    expect(note?.data).toMatchObject({ reservationId: target.id, status: 'completed' });
  });

  it('expiry gives the stock back exactly once: the sweep with a future clock, then the check on read', async () => {
    await t.database.db
      .update(products)
      .set({ stock: 10, status: 'ACTIVE' })
      .where(eq(products.id, productId));
    const created = await reserve(shopper, { productId, quantity: 4 });
    expect(created.statusCode).toBe(201);
    expect((await stockOf(productId)).stock).toBe(6);

    expect(await sweepReservations(t.app, new Date(Date.now() + HOUR))).toBe(0);
    expect((await stockOf(productId)).stock).toBe(6);
    // Two sweeps at once (two processes): one ends it, the other finds nothing.
    const ended = await Promise.all([
      sweepReservations(t.app, new Date(Date.now() + 3 * HOUR)),
      sweepReservations(t.app, new Date(Date.now() + 3 * HOUR)),
    ]);
    expect(ended.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect((await stockOf(productId)).stock).toBe(10);
    expect(heldStill(await pendingHolds())).toBe(0);
    const [row] = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, created.json().id));
    expect(row?.status).toBe('expired');

    // Check on read: a hold whose time passed is expired when the list is read, before any sweep.
    const again = await reserve(shopper, { productId, quantity: 1 });
    await t.database.db
      .update(reservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reservations.id, again.json().id));
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/reservations', headers: shopper.headers })
    ).json();
    expect(list.find((r: { id: number }) => r.id === again.json().id).status).toBe('expired');
    const cancelExpired = await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${again.json().id}/status`,
      headers: shopper.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelExpired.statusCode).toBe(409);
    expect(cancelExpired.json()).toMatchObject({ code: 'RESERVATION_NOT_PENDING' });
    const expiredNote = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, shopper.userId), eq(notifications.title, 'Reserva expirada')));
    // Ours twice, plus the demo data's own pending reservation of this shopper that the +3 h sweep also ended.
    expect(expiredNote.length).toBe(3);
  });

  const pendingHolds = async () =>
    t.database.db
      .select({ held: sql<number>`coalesce(sum(${reservations.heldQuantity}), 0)::int` })
      .from(reservations)
      .where(and(eq(reservations.productId, productId), eq(reservations.status, 'pending')));
  const heldStill = (rows: Array<{ held: number }>) => rows[0]?.held ?? 0;

  it('unlimited stock holds nothing and never runs out', async () => {
    await t.database.db.update(products).set({ stock: null }).where(eq(products.id, productId));
    const res = await reserve(shopper, { productId, quantity: 99 });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, res.json().id));
    expect(row?.heldQuantity).toBe(0);
    expect((await stockOf(productId)).stock).toBeNull();
  });

  it('holds asked together are taken in arrival order: one the stock left cannot cover is refused, the next still gets its turn', async () => {
    const [other] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(eq(stores.ownerId, owner.userId), eq(products.status, 'ACTIVE'), ne(products.id, productId)))
      .limit(1);
    if (!other) throw new Error('no second product of vendedor@');
    await t.database.db.update(products).set({ stock: 4 }).where(eq(products.id, other.id));
    // Asked in one turn of the event loop: one statement takes them, in this order.
    const asked = await Promise.allSettled(
      [3, 3, 1].map((quantity, i) =>
        createReservation(t.database.db, (i === 1 ? otherShopper : shopper).userId, {
          productId: String(other.id),
          quantity,
          note: undefined,
        }),
      ),
    );
    expect(asked.map((a) => (a.status === 'fulfilled' ? 'held' : (a.reason as HttpError).code))).toEqual([
      'held',
      'INSUFFICIENT_STOCK',
      'held',
    ]);
    const [first, , last] = asked.map((a) => (a.status === 'fulfilled' ? a.value : null));
    // Each answer shows the product as its own hold left it.
    expect(first?.reservation.product).toMatchObject({ stock: 1, status: 'ACTIVE' });
    expect(last?.reservation.product).toMatchObject({ stock: 0, status: 'OUT_OF_STOCK' });
    expect(first?.reservation.id).toBeLessThan(last?.reservation.id ?? 0);
    const holds = await t.database.db
      .select({ id: reservations.id, userId: reservations.userId, held: reservations.heldQuantity })
      .from(reservations)
      .where(and(eq(reservations.productId, other.id), eq(reservations.status, 'pending')))
      .orderBy(reservations.id);
    expect(holds).toEqual([
      { id: first?.reservation.id, userId: shopper.userId, held: 3 },
      { id: last?.reservation.id, userId: shopper.userId, held: 1 },
    ]);
    expect(await stockOf(other.id)).toMatchObject({ stock: 0, status: 'OUT_OF_STOCK' });
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reservations' })).statusCode).toBe(401);
    const [u] = await t.database.db.select().from(users).limit(1);
    expect(u).toBeDefined();
  });
});
