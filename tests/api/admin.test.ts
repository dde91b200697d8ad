/**
 * The admin area on a real database: first-start setup, store suspension (public lists, a realtime
 * removal, the seller cannot lift it), user disabling (sessions end, the open socket closes, login refused),
 * moderation with the seller's notification, and the audit trail on each object.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sessions, stores } from '../../server/db/schema';
import { issueSetupToken } from '../../server/services/admin/setup';
import { adminMessages } from '../../src/domain/api/admin';
import { bearerFor, login, sessionFor, sessionTokenOf, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { connect, type TestSocket, wsUrl } from './helpers/ws-client';

const STORE_NAME = 'Queijos Serra da Canastra';

describe(`first-start setup (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const setup = (token: string, email = 'dona@feira.dev') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      payload: { token, email, password: 'uma senha boa', firstName: 'Dona', lastName: 'Feira' },
    });

  it('creates the first admin with the printed token only, once', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/setup' })).json()).toEqual({ needed: true });
    const token = await issueSetupToken(t.database.db);
    expect(token).toEqual(expect.any(String));

    const wrong = await setup(`${token}x`);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_SETUP_TOKEN',
      message: adminMessages.setupTokenInvalid,
    });

    const created = await setup(token ?? '');
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ email: 'dona@feira.dev', role: 'admin' });
    const overview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/overview',
      headers: bearerFor(sessionTokenOf(created)),
    });
    expect(overview.statusCode).toBe(200);
    expect(overview.json().usersByRole.admin).toBe(1);

    const again = await setup(token ?? '', 'outra@feira.dev');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SETUP_DONE', message: adminMessages.setupDone });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/setup' })).json()).toEqual({
      needed: false,
    });
    // Once an admin exists no token is issued at start any more.
    expect(await issueSetupToken(t.database.db)).toBeNull();
  });
});

describe(`admin actions (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let admin: TestSession;
  let storeId: number;
  const sockets: TestSocket[] = [];
  const as = (session: TestSession) => ({ cookie: session.cookie });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await sessionFor(t.database, 'admin');
    const [store] = await t.database.db.select().from(stores).where(eq(stores.name, STORE_NAME));
    if (!store) throw new Error('demo store missing');
    storeId = store.id;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t?.close();
  });

  const publicProductsOfStore = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/products?storeId=${storeId}&limit=100` })).json()
      .products as Array<{ id: number; name: string; storeId: number }>;
  const searchHits = async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/search?q=canastra' })).json();
    return {
      stores: (body.stores as Array<{ id: number }>).filter((s) => s.id === storeId).length,
      products: (body.products as Array<{ storeId: number }>).filter((p) => p.storeId === storeId).length,
    };
  };

  it('suspending a store takes it and its products off the public lists at once, with a realtime delta', async () => {
    expect((await publicProductsOfStore()).length).toBeGreaterThan(0);
    expect((await searchHits()).products).toBeGreaterThan(0);
    const shopper = await sessionFor(t.database, 'cliente');
    const socket = connect(wsUrl(t.app), { cookie: shopper.cookie });
    sockets.push(socket);
    await socket.next((f) => f.type === 'hello');
    socket.send({ type: 'subscribe', channels: [`store:${storeId}`] });
    await socket.next((f) => f.type === 'subscribed');

    const missingReason = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stores/${storeId}/suspension`,
      headers: as(admin),
      payload: {},
    });
    expect(missingReason.statusCode).toBe(400);
    expect(JSON.stringify(missingReason.json())).toContain(adminMessages.reasonRequired);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/stores/${storeId}/suspension`,
      headers: as(admin),
      payload: { reason: 'Venda de produto sem procedência' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({
      isActive: false,
      suspensionReason: 'Venda de produto sem procedência',
    });
    expect(res.json().audit[0]).toMatchObject({ action: 'store.suspend', actorEmail: 'admin@feira.dev' });
    expect(res.json().audit[0].before).toMatchObject({ isActive: true });

    // A shopper's socket hears a removal, naming nothing but the store (issue #40): open pages drop it.
    const delta = await socket.next((f) => f.type.startsWith('store-') && f.data?.storeId === storeId);
    expect(delta).toEqual({ type: 'store-deleted', data: { storeId } });
    expect(await publicProductsOfStore()).toEqual([]);
    expect(await searchHits()).toEqual({ stores: 0, products: 0 });
    const detail = await t.app.inject({ method: 'GET', url: `/api/stores/${storeId}` });
    expect(detail.statusCode).toBe(404);

    const suspended = await t.app.inject({
      method: 'GET',
      url: '/api/admin/stores?status=suspended',
      headers: as(admin),
    });
    expect(suspended.json().map((s: { id: number }) => s.id)).toEqual([storeId]);
  });

  it('the seller is told and cannot lift the suspension; an admin reactivates it', async () => {
    const seller = await sessionFor(t.database, 'vendedor');
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.userId))
      .orderBy(sql`${notifications.id} desc`)
      .limit(1);
    expect(notice?.message).toBe(
      adminMessages.suspensionNotice(STORE_NAME, 'Venda de produto sem procedência'),
    );

    const reopen = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/stores/${storeId}`,
      headers: as(seller),
      payload: { isActive: true },
    });
    expect(reopen.statusCode).toBe(403);
    expect(reopen.json()).toMatchObject({ code: 'STORE_SUSPENDED' });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/stores/${storeId}/suspension`,
      headers: as(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().store).toMatchObject({ isActive: true, suspendedAt: null });
    expect(res.json().audit.map((a: { action: string }) => a.action)).toEqual([
      'store.reactivate',
      'store.suspend',
    ]);
    expect((await publicProductsOfStore()).length).toBeGreaterThan(0);
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/stores/${storeId}/suspension`,
      headers: as(admin),
    });
    expect(twice.statusCode).toBe(409);
  });

  it('disabling a user ends their sessions, closes their open socket and refuses their login', async () => {
    const shopper = await login(t.app, 'cliente');
    const socket = connect(wsUrl(t.app), { cookie: shopper.cookie });
    sockets.push(socket);
    await socket.next((f) => f.type === 'hello');

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${shopper.userId}/status`,
      headers: as(admin),
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.disabledAt).not.toBeNull();
    expect(res.json().audit[0]).toMatchObject({ action: 'user.disable' });

    await socket.next((f) => f.type === 'force-logout');
    expect((await socket.closed).code).toBe(1008);
    expect(await t.database.db.$count(sessions, eq(sessions.userId, shopper.userId))).toBe(0);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: shopper.cookie },
    });
    expect(me.statusCode).toBe(401);
    await expect(login(t.app, 'cliente')).rejects.toThrow(/403.*ACCOUNT_DISABLED/);

    const enabled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${shopper.userId}/status`,
      headers: as(admin),
      payload: { disabled: false },
    });
    expect(enabled.json().user.disabledAt).toBeNull();
    await expect(login(t.app, 'cliente')).resolves.toMatchObject({ userId: shopper.userId });
  });

  it('a user id that does not exist answers spec 001 §8’s NOT_FOUND text naming it', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/admin/users/987654' },
      { method: 'PUT' as const, url: '/api/admin/users/987654/role', payload: { role: 'seller' } },
    ]) {
      const res = await t.app.inject({ ...request, headers: as(admin) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        message: "Usuário com ID '987654' não foi encontrado",
        code: 'NOT_FOUND',
      });
    }
  });

  it('changes roles, but never the admin’s own', async () => {
    const seller = await sessionFor(t.database, 'vendedora');
    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${seller.userId}/role`,
      headers: as(admin),
      payload: { role: 'shopper' },
    });
    expect(demoted.json().user.role).toBe('shopper');
    const refused = await t.app.inject({ method: 'GET', url: '/api/seller/stores', headers: as(seller) });
    expect(refused.statusCode).toBe(403);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${seller.userId}/role`,
      headers: as(admin),
      payload: { role: 'seller' },
    });
    const self = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${admin.userId}/role`,
      headers: as(admin),
      payload: { role: 'shopper' },
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(adminMessages.selfChange);
  });

  it('moderating a product deactivates it and tells the seller why', async () => {
    const [product] = await publicProductsOfStore();
    if (!product) throw new Error('no product');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/moderation`,
      headers: as(admin),
      payload: { reason: 'Foto enganosa' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().product.status).toBe('INACTIVE');
    expect((await publicProductsOfStore()).map((p) => p.id)).not.toContain(product.id);
    const seller = await sessionFor(t.database, 'vendedor');
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.userId));
    expect(rows.map((n) => n.message)).toContain(
      adminMessages.moderationNotice(product.name, 'Foto enganosa'),
    );
  });
});
