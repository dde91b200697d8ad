/**
 * Issue #40, "safe to put in front of a real market": each describe block drives an attacker's sequence of
 * requests and asserts the refusal. Limits (429 + Retry-After + pt-BR text, counted in the database), push only
 * to push services (checked after name resolution, at subscription and at send), no-store on private answers,
 * no secret in the log, and a production start with no demo admin and no test-mode payments. And what a seller
 * or an admin writes ends up in pages every visitor gets: text that `String.replace` reads as a pattern (`$'`,
 * `$&`, `` $` ``), that ends a script or a comment (`</script>`, `<!--`, `-->`) or a line of JavaScript (U+2028)
 * is shown as written and changes nothing else of the page.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import {
  banners,
  categories,
  coupons,
  notifications,
  products,
  promotions,
  pushSubscriptions,
  stores,
  users,
} from '../../server/db/schema';
import { sweepPromotions } from '../../server/jobs/sweeps';
import { publishEvent } from '../../server/realtime/events';
import {
  PUSH_SUBSCRIPTIONS_KEPT_PER_USER,
  registerPushSubscription,
} from '../../server/services/accounts/push-subscriptions';
import { alertPromotions } from '../../server/services/shopper/follower-alerts';
import type { BannerWire, CategoryWire, ProductWire, StoreWire } from '../../src/domain/api/catalogue';
import { limitMessages } from '../../src/domain/api/messages';
import { pushMessages, pushPayloadSchema } from '../../src/domain/api/push';
import { billingMessages } from '../../src/domain/billing';
import { SOCKET } from '../../src/domain/constants';
import { couponDisplayStatus } from '../../src/domain/coupon-display';
import { FIRST_DATA_ELEMENT_ID, RENDERED_AT_KEY } from '../../src/domain/first-data';
import {
  firstDataAnswer,
  HOME_PATHS,
  productPath,
  storeCouponsPath,
  storePath,
  storeProductsPath,
} from '../../src/domain/first-screen';
import { compareNames } from '../../src/domain/format';
import { isPubliclyVisible } from '../../src/domain/product/status';
import { form, startCheckout } from './helpers/billing';
import {
  createSubscription,
  decryptAes128gcm,
  type PushServiceStub,
  startPushService,
} from './helpers/push-service';
import {
  bearerFor,
  cookieFor,
  demoAccount,
  login,
  nextTestAddress,
  sessionCookieOf,
  sessionFor,
  sessionTokenOf,
  type TestSession,
} from './helpers/sessions';
import { createPostgresDatabase, createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { connect, type Frame, publicReach, type TestSocket, wsUrl } from './helpers/ws-client';

const db = usingPostgres ? 'PostgreSQL' : 'PGlite';

/**
 * Issue #40: signing out signs out this device — its sockets close, its push subscription goes, a replayed
 * sign-out still ends the session — and nothing else of the user's (their other devices keep theirs).
 */
describe(`sign-out (${db})`, () => {
  let t: TestApp;
  let url: string;
  let pushService: PushServiceStub;
  const sockets: TestSocket[] = [];

  const open = (headers: Record<string, string> = {}, query = '') => {
    const s = connect(`${url}${query}`, headers);
    sockets.push(s);
    return s;
  };
  const hello = (s: TestSocket) => s.next((f) => f.type === 'hello');
  const ticketFor = async (session: TestSession) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/realtime/ticket',
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode).toBe(201);
    return `?ticket=${encodeURIComponent(res.json().ticket)}`;
  };
  /** A ping answered: the socket is open and the server still serves it. */
  const stillOpen = async (s: TestSocket) => {
    s.send({ type: 'ping', timestamp: 40 });
    await s.next((f) => f.type === 'pong' && f.timestamp === 40);
    expect(s.socket.readyState).toBe(s.socket.OPEN);
  };
  const signOut = (session: TestSession, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie, ...headers },
      payload: {},
    });
  const authenticates = async (session: TestSession) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/auth/status', headers: { cookie: session.cookie } })
    ).json().authenticated as boolean;
  const registerPush = async (session: TestSession, path: string) => {
    const subscription = createSubscription(`${pushService.origin}${path}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/register',
      headers: { cookie: session.cookie },
      payload: { token: subscription.token, deviceType: 'web' },
    });
    expect(res.statusCode).toBe(200);
    return subscription;
  };
  const endpointsOf = async (userId: number) =>
    (
      await t.database.db
        .select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
    )
      .map((r) => new URL(r.endpoint).pathname)
      .sort();

  beforeAll(async () => {
    t = await createTestApp({ env: { PUSH_ALLOW_LOOPBACK: 'true' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = wsUrl(t.app);
    pushService = await startPushService();
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await pushService?.close();
    await t?.close();
  });

  it("closes this session's sockets (cookie or ticket) with 1008; another session of the user keeps its socket", async () => {
    const phone = await login(t.app, 'cliente');
    const laptop = await login(t.app, 'cliente');
    const phoneByCookie = open({ cookie: phone.cookie });
    const phoneByTicket = open({}, await ticketFor(phone));
    const laptopSocket = open({ cookie: laptop.cookie });
    for (const s of [phoneByCookie, phoneByTicket, laptopSocket]) await hello(s);

    expect((await signOut(phone)).statusCode).toBe(200);

    for (const s of [phoneByCookie, phoneByTicket]) {
      await vi.waitFor(() => expect(s.socket.readyState).toBe(s.socket.CLOSED), { timeout: 5000 });
      expect(await s.closed).toEqual({ code: 1008, reason: 'Sessão encerrada' });
    }
    await stillOpen(laptopSocket);
    expect(await authenticates(phone)).toBe(false);
    expect(await authenticates(laptop)).toBe(true);
  });

  it("removes this device's push subscription; the user's other device keeps receiving", async () => {
    const phone = await login(t.app, 'cliente');
    const laptop = await login(t.app, 'cliente');
    await registerPush(phone, '/push/phone');
    await registerPush(laptop, '/push/laptop');
    expect(await endpointsOf(phone.userId)).toEqual(expect.arrayContaining(['/push/laptop', '/push/phone']));

    expect((await signOut(phone)).statusCode).toBe(200);

    const left = await endpointsOf(phone.userId);
    expect(left).toContain('/push/laptop');
    expect(left).not.toContain('/push/phone');
    const before = pushService.received.length;
    const delivery = await t.app.push.sendToUser(phone.userId, { title: 'Oi', body: 'Teste' });
    expect(delivery.sent).toBe(left.length);
    const paths = pushService.received.slice(before).map((r) => r.path);
    expect(paths).toContain('/push/laptop');
    expect(paths).not.toContain('/push/phone');
  });

  it('turning push off removes only the device asked about, never every device of the user', async () => {
    const phone = await login(t.app, 'vendedor');
    const laptop = await login(t.app, 'vendedor');
    await registerPush(phone, '/push/off-phone');
    const laptopSubscription = await registerPush(laptop, '/push/off-laptop');

    // The spec's call shape, {deviceType}: the calling session's device only.
    const mine = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/unregister',
      headers: { cookie: phone.cookie },
      payload: { deviceType: 'web' },
    });
    expect(mine.json()).toEqual({ success: true, removed: 1 });
    expect(await endpointsOf(phone.userId)).toEqual(['/push/off-laptop']);

    // Named by its token: that subscription only.
    const named = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/unregister',
      headers: { cookie: phone.cookie },
      payload: { deviceType: 'web', token: laptopSubscription.token },
    });
    expect(named.json()).toEqual({ success: true, removed: 1 });
    expect(await endpointsOf(phone.userId)).toEqual([]);
  });

  it('a sign-out replayed later, with the same Idempotency-Key or none, still leaves the session ended', async () => {
    const key = crypto.randomUUID();
    const first = await login(t.app, 'cliente');
    const socket = open({ cookie: first.cookie });
    await hello(socket);
    expect((await signOut(first, { 'idempotency-key': key })).statusCode).toBe(200);
    // The answer was lost: the device replays the same request.
    const replay = await signOut(first, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ success: true });
    expect(await authenticates(first)).toBe(false);
    await vi.waitFor(() => expect(socket.socket.readyState).toBe(socket.socket.CLOSED), { timeout: 5000 });

    // Queued offline and sent only now, for a session still alive: it ends it, its socket and its push.
    const queued = await login(t.app, 'cliente');
    await registerPush(queued, '/push/queued');
    const late = open({ cookie: queued.cookie });
    await hello(late);
    expect((await signOut(queued, { 'idempotency-key': crypto.randomUUID() })).statusCode).toBe(200);
    expect(await authenticates(queued)).toBe(false);
    expect(await endpointsOf(queued.userId)).not.toContain('/push/queued');
    await vi.waitFor(() => expect(late.socket.readyState).toBe(late.socket.CLOSED), { timeout: 5000 });

    // Without a key, twice: the second finds no session and still answers 200.
    const plain = await login(t.app, 'cliente');
    expect((await signOut(plain)).statusCode).toBe(200);
    expect((await signOut(plain)).statusCode).toBe(200);
    expect(await authenticates(plain)).toBe(false);
  });

  it("a sign-in over the browser's previous session ends that session's sockets too", async () => {
    const before = await login(t.app, 'cliente');
    const socket = open({ cookie: before.cookie });
    await hello(socket);
    const account = demoAccount('vendedora');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextTestAddress(),
      headers: { cookie: before.cookie },
      payload: { email: account.email, password: account.password },
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(socket.socket.readyState).toBe(socket.socket.CLOSED), { timeout: 5000 });
    expect(await authenticates(before)).toBe(false);
  });
});

/** Issue #40: the session token stays in the HttpOnly cookie; API consumers ask for a bearer token explicitly. */
describe(`the session token (${db})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('login and register answer no token; the session is an HttpOnly cookie that works', async () => {
    const account = demoAccount('cliente');
    const loggedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextTestAddress(),
      payload: { email: account.email, password: account.password },
    });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextTestAddress(),
      payload: {
        email: `token.${Date.now()}@exemplo.com.br`,
        password: 'senha segura 1',
        firstName: 'Bia',
        lastName: 'Rocha',
      },
    });
    for (const res of [loggedIn, registered]) {
      expect(res.statusCode).toBeLessThan(300);
      expect(res.json()).not.toHaveProperty('token');
      expect(Object.keys(res.json()).sort()).toEqual(['expiresAt', 'user']);
      const cookie = sessionCookieOf(res);
      expect(cookie).toMatch(/HttpOnly/i);
      const token = sessionTokenOf(res);
      // Nothing in the answer's body is the session token.
      expect(res.body).not.toContain(token);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: cookieFor(token) },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.id).toBe(res.json().user.id);
    }
  });

  it('issueToken: true gives an API consumer a bearer token that works, and sets no cookie', async () => {
    const account = demoAccount('vendedor');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextTestAddress(),
      payload: { email: account.email, password: account.password, issueToken: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { token: string; user: { id: number } };
    expect(body.token).toMatch(/^[\w-]{22}$/);
    expect(sessionCookieOf(res)).toBeUndefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearerFor(body.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(body.user.id);
    // The bearer session can be ended like any other.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearerFor(body.token),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearerFor(body.token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('the API description documents the explicit token request', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const login = docs.paths['/api/auth/login'].post;
    expect(login.description).toContain('issueToken');
    const schema = login.requestBody.content['application/json'].schema;
    expect(schema.properties).toHaveProperty('issueToken');
  });
});

const HOUR = 3_600_000;
/** What a shopper's catalogue may be told about; notifications, pongs and greetings are other matters. */
const aboutCatalogue = (f: Frame) => /^(product|store)-/.test(f.type) || f.type === 'data-changed';

/**
 * Issue #40: what is not public (a draft or inactive product, a suspended store, a promotion not running) goes
 * only to its owner's channels. A socket's silence is shown by a marker: after the private change, a public
 * one is made, and the next catalogue frame the shopper's socket gets must be that public one.
 */
describe(`private stays private (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let pushService: PushServiceStub;
  let seller: TestSession;
  let shopper: TestSession;
  let admin: TestSession;
  let storeId: number;
  let publicProduct: { id: number; price: number };
  const sockets: TestSocket[] = [];

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: TestSession, payload?: object) =>
    payload === undefined
      ? t.app.inject({ method, url, headers: who.headers })
      : t.app.inject({ method, url, headers: who.headers, payload });
  const open = async (who: TestSession) => {
    const socket = connect(wsUrl(t.app), { cookie: who.cookie });
    sockets.push(socket);
    await socket.next((f) => f.type === 'hello');
    return socket;
  };
  /** A public change of the seller's store: the marker every silence below is measured against. */
  const touchPublicProduct = async (description: string) => {
    const res = await call('PUT', `/api/products/${publicProduct.id}`, seller, { storeId, description });
    expect(res.statusCode).toBe(200);
  };
  const isMarker = (f: Frame) => f.type === 'product-updated' && f.data?.productId === publicProduct.id;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp({ env: { PUSH_ALLOW_LOOPBACK: 'true' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    seller = await sessionFor(t.database, 'vendedor');
    shopper = await sessionFor(t.database, 'cliente');
    admin = await sessionFor(t.database, 'admin');
    const [store] = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.ownerId, seller.userId))
      .orderBy(stores.id);
    storeId = store?.id ?? 0;
    const [product] = await t.database.db
      .select({ id: products.id, price: products.price })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.status, 'ACTIVE')))
      .orderBy(products.id);
    if (!product) throw new Error('the demo store has no active product');
    publicProduct = product;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t?.close();
    await pushService?.close();
  });

  it('a draft reaches only its seller; made public it reaches shoppers, made private again a removal', async () => {
    const shopperSocket = await open(shopper);
    const sellerSocket = await open(seller);
    const name = 'Queijo secreto da banca';

    const created = await call('POST', '/api/products', seller, {
      storeId,
      name,
      category: 'Comida',
      price: 30,
      isActive: false,
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json().product as { id: number; status: string };
    expect(draft.status).toBe('INACTIVE');
    const own = await sellerSocket.next(
      (f) => f.type === 'product-created' && f.data?.productId === draft.id,
    );
    expect(own.data).toMatchObject({ productName: name, product: { status: 'INACTIVE' } });

    await touchPublicProduct('Marcador depois do rascunho');
    expect(isMarker(await shopperSocket.next(aboutCatalogue))).toBe(true);
    expect(JSON.stringify(shopperSocket.frames)).not.toContain(name);

    expect((await call('POST', `/api/products/${draft.id}/activate`, seller, {})).statusCode).toBe(200);
    const published = await shopperSocket.next(aboutCatalogue);
    expect(published).toMatchObject({
      type: 'product-updated',
      data: { productId: draft.id, productName: name, product: { status: 'ACTIVE' } },
    });

    expect((await call('POST', `/api/products/${draft.id}/deactivate`, seller, {})).statusCode).toBe(200);
    const removed = await shopperSocket.next(aboutCatalogue);
    expect(removed).toEqual({
      type: 'product-deleted',
      data: { productId: draft.id, storeId, productName: '', category: '', price: 0, isHighlighted: false },
    });
    const toSeller = await sellerSocket.next(
      (f) => f.data?.productId === draft.id && f.data?.product !== undefined && f.type === 'product-updated',
    );
    expect(toSeller.data).toMatchObject({ product: { status: 'ACTIVE' } });
    const deactivated = await sellerSocket.next(
      (f) => f.type === 'product-updated' && f.data?.productId === draft.id,
    );
    expect(deactivated.data).toMatchObject({ productName: name, product: { status: 'INACTIVE' } });
  });

  it('a promotion on an inactive product alerts no follower: no notification row, no push', async () => {
    const subscription = createSubscription(`${pushService.origin}/push/cliente`);
    expect(
      (
        await call('POST', '/api/push-notifications/register', shopper, {
          token: subscription.token,
          deviceType: 'web',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/favorite-stores/${storeId}`, shopper)).statusCode).toBeLessThan(300);
    const shopperSocket = await open(shopper);

    const hidden = await call('POST', '/api/products', seller, {
      storeId,
      name: 'Doce guardado',
      category: 'Comida',
      price: 20,
      isActive: false,
    });
    const hiddenId = (hidden.json().product as { id: number }).id;
    const running = {
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
    };
    const secret = await call('POST', '/api/seller/promotions', seller, {
      productId: hiddenId,
      title: 'Oferta escondida',
      promotionalPrice: 10,
      ...running,
    });
    expect(secret.statusCode).toBe(201);
    const secretId = (secret.json().promotion as { id: number }).id;

    // The marker: a promotion on a public product, which the follower is told about on the socket and by push.
    const marker = await call('POST', '/api/seller/promotions', seller, {
      productId: publicProduct.id,
      title: 'Oferta à vista',
      promotionalPrice: Math.max(0.5, Math.floor(publicProduct.price / 2)),
      ...running,
    });
    expect(marker.statusCode).toBe(201);
    // (The store's demo promotions that began today are news too, and may come first.)
    const told = await shopperSocket.next(
      (f) => f.type === 'notification' && String(f.data?.message).startsWith('Oferta à vista: '),
    );
    expect(told.data).toMatchObject({ type: 'promotion' });
    // Run the store's alert once more, to its end: the hidden promotion is still not news.
    expect(await alertPromotions(t.app, storeId)).toEqual([]);
    const aboutSecret = await t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.data}->>'promotionId' = ${String(secretId)}`);
    expect(aboutSecret).toEqual([]);
    const pushed = () =>
      pushService.received.map((p) =>
        pushPayloadSchema.parse(JSON.parse(decryptAes128gcm(p.body, subscription))),
      );
    await vi.waitFor(() =>
      expect(pushed().map((p) => p.body)).toContainEqual(expect.stringMatching(/^Oferta à vista: /)),
    );
    expect(JSON.stringify(pushed())).not.toContain('Oferta escondida');
  });

  it('a promotion that starts later alerts nobody until it runs, then its followers once', async () => {
    const shopperSocket = await open(shopper);
    const startsAt = Date.now() + HOUR;
    const later = await call('POST', '/api/seller/promotions', seller, {
      productId: publicProduct.id,
      title: 'Oferta de amanhã cedo',
      promotionalPrice: Math.max(0.5, Math.floor(publicProduct.price / 2)),
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 2 * HOUR).toISOString(),
    });
    expect(later.statusCode).toBe(201);
    const laterId = (later.json().promotion as { id: number }).id;
    const aboutLater = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(sql`${notifications.data}->>'promotionId' = ${String(laterId)}`);

    // Before its start: the event went to the seller alone, and neither the alert nor the sweep finds it.
    await touchPublicProduct('Marcador depois da promoção agendada');
    expect(isMarker(await shopperSocket.next(aboutCatalogue))).toBe(true);
    await alertPromotions(t.app, storeId);
    await sweepPromotions(t.app, new Date(startsAt - 60_000));
    expect(await aboutLater()).toEqual([]);

    // The first round after its start tells the follower, once.
    await sweepPromotions(t.app, new Date(startsAt + 60_000));
    const rows = await aboutLater();
    expect(rows.map((r) => r.userId)).toEqual([shopper.userId]);
    const told = await shopperSocket.next(
      (f) => f.type === 'notification' && String(f.data?.message).startsWith('Oferta de amanhã cedo: '),
    );
    expect(told.data).toMatchObject({ type: 'promotion', data: { promotionId: laterId } });
    await sweepPromotions(t.app, new Date(startsAt + 120_000));
    expect(await aboutLater()).toHaveLength(1);
  });

  it('a suspended store is removed from public channels and its product events reach its seller only', async () => {
    const shopperSocket = await open(shopper);
    const sellerSocket = await open(seller);
    shopperSocket.send({ type: 'subscribe', channels: [`store:${storeId}`] });
    await shopperSocket.next((f) => f.type === 'subscribed');

    const suspended = await call('POST', `/api/admin/stores/${storeId}/suspension`, admin, {
      reason: 'Venda de produto sem procedência',
    });
    expect(suspended.statusCode).toBe(200);
    expect(await shopperSocket.next((f) => f.type.startsWith('store-'))).toEqual({
      type: 'store-deleted',
      data: { storeId },
    });
    await sellerSocket.next((f) => f.type === 'store-updated' && f.data?.storeId === storeId);

    await touchPublicProduct('Mudança numa loja suspensa');
    const own = await sellerSocket.next(isMarker);
    expect(own.data).toMatchObject({ product: { description: 'Mudança numa loja suspensa' } });
    // The marker of this case is another store's public change.
    const [other] = await t.database.db
      .select({ id: products.id, storeId: products.storeId })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(sql`${stores.id} <> ${storeId}`, eq(stores.isActive, true), eq(products.status, 'ACTIVE')))
      .limit(1);
    if (!other) throw new Error('no other public product');
    await publishEvent(t.database, {
      type: 'product-updated',
      productId: other.id,
      storeId: other.storeId,
      reach: await publicReach(t, other.storeId),
    });
    const next = await shopperSocket.next((f) => aboutCatalogue(f) && f.type.startsWith('product-'));
    expect(next.data).toMatchObject({ productId: other.id });
    expect(JSON.stringify(shopperSocket.frames)).not.toContain('Mudança numa loja suspensa');

    expect((await call('DELETE', `/api/admin/stores/${storeId}/suspension`, admin)).statusCode).toBe(200);
  });
});

const DB = usingPostgres ? 'PostgreSQL' : 'PGlite';
const root = path.resolve(import.meta.dirname, '../..');

/** A fresh account with a real session (no scrypt), for tests that must not share counters. */
async function freshUser(
  t: TestApp,
  label: string,
  role: 'shopper' | 'seller' = 'shopper',
): Promise<TestSession> {
  const email = `${label}.${Math.random().toString(36).slice(2)}@seguranca.feira.dev`;
  const [row] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: 'not-used', firstName: 'Teste', lastName: label, role })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return sessionFor(t.database, { userId: row.id });
}

/** An active product with stock no test exhausts, and its store's owner. */
async function stockedProduct(t: TestApp) {
  const [row] = await t.database.db
    .select({ id: products.id, ownerId: stores.ownerId })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.status, 'ACTIVE'))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('no active product in the demo data');
  await t.database.db.update(products).set({ stock: 100_000 }).where(eq(products.id, row.id));
  return row;
}

/** A 429 in the API's shape: Retry-After within the window and the limit's pt-BR text for that wait. */
function expectRefused(
  res: LightMyRequestResponse,
  message: (minutes: number) => string,
  windowSeconds: number,
) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: message(Math.ceil(retryAfter / 60)) });
}

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);

describe(`security: limits on repeatable writes (${DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every limit at its default, except the uploads': 120 decoded images would make a slow test, and the
    // counting is the same at any number.
    t = await createTestApp({ env: { UPLOAD_LIMIT_PER_HOUR: '3', UPLOAD_MB_PER_HOUR: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('40 reservations in a row by one shopper: the first 20 are accepted, then 429, with no notice sent', async () => {
    const shopper = await freshUser(t, 'reservas');
    const product = await stockedProduct(t);
    const noticesOf = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(notifications)
          .where(eq(notifications.userId, product.ownerId))
      )[0]?.n ?? 0;
    const before = await noticesOf();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 40; i++) {
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: shopper.headers,
          payload: { productId: product.id, quantity: 1 },
        }),
      );
    }
    expect(statuses(answers)).toEqual([...Array(20).fill(201), ...Array(20).fill(429)]);
    for (const refused of answers.slice(20)) expectRefused(refused, limitMessages.reservations, 3600);
    // Each accepted reservation told the seller once; the refused ones cost nothing.
    expect((await noticesOf()) - before).toBe(20);
  });

  it('a refused write is not remembered under its Idempotency-Key: the same key is tried again for real', async () => {
    const shopper = await freshUser(t, 'idempotente');
    const product = await stockedProduct(t);
    const reserve = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: { ...shopper.headers, 'idempotency-key': key },
        payload: { productId: product.id, quantity: 1 },
      });
    for (let i = 0; i < 20; i++) expect((await reserve(`ok-${i}`)).statusCode).toBe(201);
    expect((await reserve('queued-write')).statusCode).toBe(429);
    // The window ends (its bucket expires): the queued write's replay with the same key is accepted.
    await t.database.db.execute(sql`update rate_limit_buckets set reset_at = now() - interval '1 second'
      where key = ${`reservation:user:${shopper.userId}`}`);
    const replay = await reserve('queued-write');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBeUndefined();
  });

  it('12 wrong current passwords: 10 answered 400, then 429, even for the right one (counted before scrypt)', async () => {
    const { headers } = await sessionFor(t.database, 'cliente');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/me/password',
        headers,
        payload: { currentPassword, newPassword: 'outra-senha-forte-1' },
      });
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 12; i++) answers.push(await change(`chute-${i}`));
    expect(statuses(answers)).toEqual([...Array(10).fill(400), 429, 429]);
    expect(answers[0]?.json()).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD' });
    expectRefused(answers[11] as LightMyRequestResponse, limitMessages.passwordChange, 3600);
    expectRefused(await change('feira1234'), limitMessages.passwordChange, 3600);
  });

  it('uploads per user: by count and by bytes, each refused before the image is decoded or stored', async () => {
    const upload = (headers: Record<string, string>, bytes: Buffer) => {
      const boundary = '----feira-seguranca';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
    };
    // Not an image: each is refused (400) after being counted, which is what the limit is about.
    const small = Buffer.alloc(10 * 1024, 1);
    const byCount = await freshUser(t, 'fotos', 'seller');
    const counted = [];
    for (let i = 0; i < 4; i++) counted.push(await upload(byCount.headers, small));
    expect(statuses(counted)).toEqual([400, 400, 400, 429]);
    expectRefused(counted[3] as LightMyRequestResponse, limitMessages.uploads, 3600);

    const big = Buffer.alloc(600 * 1024, 1);
    const byBytes = await freshUser(t, 'fotos-grandes', 'seller');
    const weighed = [await upload(byBytes.headers, big), await upload(byBytes.headers, big)];
    expect(statuses(weighed)).toEqual([400, 429]);
    expectRefused(weighed[1] as LightMyRequestResponse, limitMessages.uploads, 3600);
  });

  it('search tracking per client address: 60 a minute feed the popular searches, then 429; others unaffected', async () => {
    const address = nextTestAddress();
    const term = `abobrinha-${Math.random().toString(36).slice(2, 8)}`;
    const track = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/search/track', remoteAddress, payload: { term } });
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 61; i++) answers.push(await track(address));
    expect(statuses(answers)).toEqual([...Array(60).fill(204), 429]);
    expectRefused(answers[60] as LightMyRequestResponse, limitMessages.searchTrack, 60);
    expect((await track(nextTestAddress())).statusCode).toBe(204);
    const popular = (
      await t.app.inject({ method: 'GET', url: '/api/search/popular?limit=50' })
    ).json() as Array<{
      term: string;
      count: number;
    }>;
    expect(popular.find((p) => p.term === term)?.count).toBe(61);
  });

  it('realtime tickets: 30 a minute per user, then 429', async () => {
    const user = await freshUser(t, 'tickets');
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 31; i++)
      answers.push(
        await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: user.headers }),
      );
    expect(statuses(answers)).toEqual([...Array(30).fill(201), 429]);
    expectRefused(answers[30] as LightMyRequestResponse, limitMessages.realtimeTickets, 60);
  });

  it('sockets per user: the 11th open socket is closed with 1013 and the pt-BR reason; another user still connects', async () => {
    const user = await freshUser(t, 'sockets');
    const open: TestSocket[] = [];
    for (let i = 0; i < 10; i++) {
      const socket = connect(wsUrl(t.app), { cookie: user.cookie });
      await socket.next((f) => f.type === 'hello');
      open.push(socket);
    }
    const extra = connect(wsUrl(t.app), { cookie: user.cookie });
    expect(await extra.closed).toEqual({
      code: SOCKET.tryAgainLaterCloseCode,
      reason: limitMessages.tooManySockets,
    });
    const other = await freshUser(t, 'outro-socket');
    const theirs = connect(wsUrl(t.app), { cookie: other.cookie });
    await theirs.next((f) => f.type === 'hello');
    // Closing one frees a place.
    await open.pop()?.close();
    await vi.waitFor(async () => {
      const again = connect(wsUrl(t.app), { cookie: user.cookie });
      await again.next((f) => f.type === 'hello', 1000);
      open.push(again);
    });
    for (const socket of [...open, theirs]) await socket.close();
  });

  it('push subscriptions: 10 registrations an hour per user, then 429; at most 10 kept per user', async () => {
    const user = await freshUser(t, 'push');
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/push-notifications/register',
          headers: user.headers,
          payload: { token: `fcm-token_${String(i).padStart(3, '0')}${'a'.repeat(140)}`, deviceType: 'web' },
        }),
      );
    expect(statuses(answers)).toEqual([...Array(10).fill(200), 429]);
    expectRefused(answers[10] as LightMyRequestResponse, limitMessages.pushSubscriptions, 3600);

    const hoarder = await freshUser(t, 'push-muitos');
    for (let i = 0; i < 13; i++)
      await registerPushSubscription(
        t.database.db,
        hoarder.userId,
        {
          kind: 'fcm',
          endpoint: `fcm-guardado_${i}_${'b'.repeat(40)}`,
          keys: null,
        },
        null,
      );
    const kept = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, hoarder.userId));
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_KEPT_PER_USER);
    expect(kept.map((k) => k.endpoint)).not.toContain(`fcm-guardado_0_${'b'.repeat(40)}`);
  });

  it('coupon redemptions: 30 an hour per shopper, then 429', async () => {
    const shopper = await freshUser(t, 'cupons');
    const [store] = await t.database.db.select({ id: stores.id }).from(stores).limit(1);
    if (!store) throw new Error('no store in the demo data');
    const [coupon] = await t.database.db
      .insert(coupons)
      .values({
        storeId: store.id,
        code: 'LIMITE30',
        description: 'Cupom do teste de limites',
        discountAmount: 5,
        maxUsageCount: 1000,
        startTime: new Date(Date.now() - 86_400_000),
        endTime: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: coupons.id });
    if (!coupon) throw new Error('no coupon');
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 31; i++)
      answers.push(
        await t.app.inject({
          method: 'POST',
          url: `/api/coupons/${coupon.id}/redeem`,
          headers: shopper.headers,
          payload: {},
        }),
      );
    // The first creates the redemption; the repeats answer it again (200) until the limit.
    expect(statuses(answers)).toEqual([201, ...Array(29).fill(200), 429]);
    expectRefused(answers[30] as LightMyRequestResponse, limitMessages.couponRedemptions, 3600);
  });
});

describe(`security: per-user limits under concurrency (${DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('60 parallel reservations by one shopper: exactly 20 accepted, the rest 429', async () => {
    const shopper = await freshUser(t, 'corrida-reservas');
    const product = await stockedProduct(t);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/reservations',
          headers: shopper.headers,
          payload: { productId: product.id, quantity: 1 },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(20);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(40);
    const [held] = await t.database.db
      .execute(sql`select count(*)::int as n from reservations where user_id = ${shopper.userId}`)
      .then((r) => (r as unknown as { rows: Array<{ n: number }> }).rows);
    expect(held?.n).toBe(20);
  });

  it('15 parallel wrong current passwords: exactly 10 checked, 5 refused before any scrypt', async () => {
    const { headers } = await sessionFor(t.database, 'vendedora');
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/me/password',
          headers,
          payload: { currentPassword: `chute-paralelo-${i}`, newPassword: 'outra-senha-forte-2' },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
  });
});

describe(`security: push goes only to push services (${DB})`, () => {
  let t: TestApp;
  let shopper: TestSession;
  beforeAll(async () => {
    // The browsers' push services plus `localhost`, to show the second check: a listed name is still refused
    // when it resolves to this machine.
    t = await createTestApp({
      env: {
        PUSH_ALLOWED_HOSTS:
          'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com,localhost',
      },
    });
    shopper = await sessionFor(t.database, 'cliente');
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (endpoint: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/register',
      headers: shopper.headers,
      payload: { token: createSubscription(endpoint).token, deviceType: 'web' },
    });

  it('refuses endpoints inside the server’s network, by name or by address, IPv4 and IPv6, with 400', async () => {
    for (const [endpoint, message] of [
      ['https://localhost:8443/x', pushMessages.privateAddress],
      ['https://LOCALHOST.:8443/x', pushMessages.privateAddress],
      ['https://127.0.0.1:8443/x', pushMessages.privateAddress],
      ['https://[::1]:8443/x', pushMessages.privateAddress],
      ['https://[::ffff:127.0.0.1]/x', pushMessages.privateAddress],
      ['https://169.254.169.254/latest/meta-data/', pushMessages.privateAddress],
      ['https://10.0.0.8/x', pushMessages.privateAddress],
      ['https://[fd00:ec2::254]/x', pushMessages.privateAddress],
      ['https://intranet.example/x', pushMessages.notPushService],
      ['http://127.0.0.1:8443/x', pushMessages.privateAddress],
    ] as const) {
      const res = await register(endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json(), endpoint).toEqual({ code: 'PUSH_ENDPOINT_INVALID', message });
    }
    const stored = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, shopper.userId));
    expect(stored).toEqual([]);
  });

  it('refuses at send time an endpoint that now points inside, and never connects to it', async () => {
    let connections = 0;
    const inside = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    const { port } = inside.address() as net.AddressInfo;
    const victim = await freshUser(t, 'push-envio');
    // As if the name had resolved elsewhere when it was subscribed: the rows are written past the first check.
    for (const endpoint of [`https://localhost:${port}/push`, `http://127.0.0.1:${port}/push`]) {
      const { keys } = createSubscription(endpoint);
      await t.database.db
        .insert(pushSubscriptions)
        .values({ userId: victim.userId, kind: 'webpush', endpoint, keys, deviceType: 'web' });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/test',
      headers: victim.headers,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, sent: 0, failed: 2, removed: 0 });
    expect(connections).toBe(0);
    await new Promise<void>((resolve) => inside.close(() => resolve()));
  });
});

describe(`security: Cache-Control no-store on private answers (${DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('login, me, an authenticated GET and a refused login are no-store; public reads keep their revalidation', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextTestAddress(),
      payload: { email: 'cliente@feira.dev', password: 'feira1234' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const headers = { cookie: cookieFor(sessionTokenOf(login)) };

    for (const url of [
      '/api/auth/me',
      '/api/users/me',
      '/api/reservations',
      '/api/wishlist',
      '/api/notifications',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // A signed-in caller's read of a route with ETags: still no-store (revalidation must not loosen it).
    const popular = await t.app.inject({ method: 'GET', url: '/api/search/popular', headers });
    expect(popular.headers['cache-control']).toBe('no-store');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: nextTestAddress(),
      payload: { email: 'cliente@feira.dev', password: 'errada-123' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const anonymousMe = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anonymousMe.headers['cache-control']).toBe('no-store');

    // The shared public answers: no-cache + ETag, a 304 on revalidation, with or without a session cookie.
    for (const extra of [{}, headers]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/products?limit=5', headers: extra });
      expect(list.headers['cache-control']).toBe('no-cache');
      expect(list.headers.etag).toBeDefined();
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/products?limit=5',
        headers: { ...extra, 'if-none-match': String(list.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
  });
});

describe(`security: no secret in the log (${DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://feira.example.com.br' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a reset, a socket ticket and a test card leave neither token, ticket nor card number in the log', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: { ...t.config, LOG_LEVEL: 'trace' },
      database: t.database,
      logStream: { write: (line: string) => lines.push(line) },
    });
    await logged.ready();
    const inject = (options: InjectOptions) =>
      logged.inject({ remoteAddress: nextTestAddress(), ...options });
    try {
      const email = `log.${Math.random().toString(36).slice(2)}@seguranca.feira.dev`;
      const registered = await inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password: 'senha-antiga-1', firstName: 'Lia', lastName: 'Log', role: 'seller' },
      });
      expect(registered.statusCode).toBe(201);
      const { token: sessionToken } = registered.json() as { token: string };

      expect(
        (await inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode,
      ).toBe(200);
      const mailDir = path.join(t.config.dataDir, 'mail');
      const mail = await vi.waitFor(
        async () => {
          const file = (await readdir(mailDir)).find((f) => f.endsWith('.eml') && f.includes(email));
          if (!file) throw new Error('no mail yet');
          return (await readFile(path.join(mailDir, file), 'utf8')).replace(/=\r?\n/g, '');
        },
        { timeout: 10_000 },
      );
      const resetToken = /reset-password\?token=3D([\w-]+)|reset-password\?token=([\w-]+)/.exec(mail);
      const token = resetToken?.[1] ?? resetToken?.[2];
      if (!token) throw new Error(`no reset link in:\n${mail}`);
      // The link opened in a browser, then the reset itself.
      await inject({ method: 'GET', url: `/reset-password?token=${token}` });
      const reset = await inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'senha-nova-forte-1' },
      });
      expect(reset.statusCode).toBe(200);

      // A realtime ticket, and the socket URL that carries it.
      const login = await inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'senha-nova-forte-1', issueToken: true },
      });
      const fresh = bearerFor((login.json() as { token: string }).token);
      const ticket = (await inject({ method: 'POST', url: '/api/realtime/ticket', headers: fresh })).json()
        .ticket as string;
      await inject({ method: 'GET', url: `/ws/notifications?v=2&ticket=${ticket}` });

      // The test-mode checkout, paid with a test card.
      const { path: checkout } = await startCheckout({ ...t, app: logged }, fresh, 'feira');
      const paid = await inject({
        method: 'POST',
        url: checkout,
        ...form({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '737' }),
      });
      expect(paid.statusCode).toBe(303);

      const log = lines.join('');
      expect(log).toContain('/reset-password?token=[redigido]');
      expect(log).toContain('ticket=[redigido]');
      for (const secret of [
        token,
        ticket,
        sessionToken,
        '4242 4242 4242 4242',
        '4242424242424242',
        'senha-nova-forte-1',
      ])
        expect(log, secret).not.toContain(secret);
      // The mail is logged by where it is, never by what it says.
      expect(log).toContain('e-mail gravado em');
    } finally {
      await logged.close();
    }
  });
});

describe(`security: a production start (${DB})`, () => {
  let child: ChildProcess | undefined;
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    for (const cleanup of cleanups) await cleanup();
  });

  async function freePort(): Promise<number> {
    return new Promise((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
  }

  it('NODE_ENV=production and nothing else: no demo admin, no demo data, no test-mode payments', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'feira-producao-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const postgres = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : null;
    if (postgres) cleanups.push(() => postgres.drop());
    const port = await freePort();
    let output = '';
    // Where to listen and keep data (and the database, on the PostgreSQL pass); no setting about the demo,
    // payments or limits: what the Dockerfile and the compose fleet run.
    child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      output += String(chunk);
    });
    await vi.waitFor(
      () => {
        if (child?.exitCode !== null) throw new Error(`exited:\n${output}`);
        if (!output.includes('Feira está no ar')) throw new Error('starting');
      },
      { timeout: 240_000, interval: 200 },
    );
    expect(output).not.toContain('dados de demonstração criados agora');
    expect(output).not.toContain('Contas de demonstração');
    expect(output).toContain('Nenhum administrador ainda');
    const setupToken = /código de configuração: (\S+)/.exec(output)?.[1];
    expect(setupToken).toBeDefined();

    const base = `http://127.0.0.1:${port}`;
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const demoAdmin = await post('/api/auth/login', { email: 'admin@feira.dev', password: 'feira1234' });
    expect(demoAdmin.status).toBe(401);
    expect(await (await fetch(`${base}/api/stores`)).json()).toEqual([]);
    expect(await (await fetch(`${base}/api/stripe/config`)).json()).toEqual({ mode: 'unavailable' });

    // A seller who tries to subscribe is told plainly, by the screen's view and by checkout itself.
    const seller = await post('/api/auth/register', {
      email: 'vendedora@mercado.example',
      password: 'senha-forte-da-loja',
      firstName: 'Rosa',
      lastName: 'Lima',
      role: 'seller',
    });
    expect(seller.status).toBe(201);
    const apiLogin = await post('/api/auth/login', {
      email: 'vendedora@mercado.example',
      password: 'senha-forte-da-loja',
      issueToken: true,
    });
    const bearer = bearerFor(((await apiLogin.json()) as { token: string }).token);
    const view = (await (await fetch(`${base}/api/seller/subscription`, { headers: bearer })).json()) as {
      checkoutAvailable: boolean;
    };
    expect(view.checkoutAvailable).toBe(false);
    const checkout = await post('/api/seller/subscription/checkout', { plan: 'feira' }, bearer);
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toEqual({
      code: 'PAYMENTS_UNAVAILABLE',
      message: billingMessages.paymentsUnavailable,
    });

    // The first admin comes from /admin/setup, with the token the start printed.
    const setup = await post('/api/admin/setup', {
      token: setupToken,
      email: 'admin@mercado.example',
      password: 'senha-forte-do-admin',
      firstName: 'Ana',
      lastName: 'Admin',
    });
    expect(setup.status).toBeLessThan(300);
  }, 300_000);
});

describe(`security: test-mode payments are asked for by name (${DB})`, () => {
  it('under production, PAYMENTS_TEST_MODE=true serves the local checkout; without it no card is taken', async () => {
    const withTestMode = await createTestApp({ env: { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' } });
    try {
      expect((await withTestMode.app.inject({ method: 'GET', url: '/api/stripe/config' })).json()).toEqual({
        mode: 'test',
      });
      const seller = await sessionFor(withTestMode.database, 'vendedor');
      const { path: checkout } = await startCheckout(withTestMode, seller.headers, 'feira');
      expect(checkout).toMatch(/^\/api\/test-checkout\//);
    } finally {
      await withTestMode.close();
    }
    const without = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const seller = await sessionFor(without.database, 'vendedor');
      const refused = await without.app.inject({
        method: 'POST',
        url: '/api/seller/subscription/checkout',
        headers: seller.headers,
        payload: { plan: 'feira' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        code: 'PAYMENTS_UNAVAILABLE',
        message: billingMessages.paymentsUnavailable,
      });
      expect((await without.app.inject({ method: 'GET', url: '/api/stripe/config' })).json()).toEqual({
        mode: 'unavailable',
      });
    } finally {
      await without.close();
    }
  });
});

const DIST = path.resolve(import.meta.dirname, '../../dist');

/** Appended to every text a page shows. */
const TRICKY = " Promo $' do dia $& $` $$ </script><script>alert(1)</script> <!-- --> \u2028 \u2029 </body>";

describe(`rendered pages (${DB})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    if (!existsSync(path.join(DIST, 'ssr', 'entry-server.js')))
      throw new Error(
        'dist/ssr/entry-server.js não encontrado: rode `npm run build` antes das suítes de API',
      );
    t = await createTestApp({ env: { STATIC_DIR: DIST } });
    const { db } = t.database;
    const tricky = (column: unknown) => sql`${column} || ${TRICKY}`;
    await db.update(categories).set({ label: tricky(categories.label) });
    await db.update(stores).set({
      name: tricky(stores.name),
      description: tricky(sql`coalesce(${stores.description}, '')`),
      address: tricky(stores.address),
      neighborhood: tricky(sql`coalesce(${stores.neighborhood}, '')`),
    });
    await db.update(products).set({
      name: tricky(products.name),
      description: tricky(sql`coalesce(${products.description}, '')`),
    });
    await db.update(promotions).set({
      title: tricky(promotions.title),
      description: tricky(sql`coalesce(${promotions.description}, '')`),
    });
    await db.update(coupons).set({ description: tricky(coupons.description) });
    await db.update(banners).set({
      title: tricky(banners.title),
      subtitle: tricky(sql`coalesce(${banners.subtitle}, '')`),
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  /** The page's first data, parsed back from its element. */
  const firstData = (html: string) => {
    const pattern = new RegExp(
      `<script id="${FIRST_DATA_ELEMENT_ID}" type="application/json">([^<]*)</script>`,
    );
    const json = pattern.exec(html)?.[1];
    expect(json).toBeDefined();
    return JSON.parse(json ?? '') as Record<string, unknown>;
  };

  /** The markup of #root as a reader sees its text: React's entities decoded. */
  const shownText = (html: string) => {
    const root = html.slice(
      html.indexOf('<div id="root">'),
      html.indexOf(`<script id="${FIRST_DATA_ELEMENT_ID}"`),
    );
    return root
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&amp;', '&');
  };

  /** Loads `url` and checks what every page must be; returns its first data. */
  async function checkPage(url: string, shown: (data: Record<string, unknown>) => (string | null)[]) {
    const html = await get(url);
    expect(html.split('</body>'), url).toHaveLength(2);
    expect(html.split('</html>'), url).toHaveLength(2);
    expect(html.split(`id="${FIRST_DATA_ELEMENT_ID}"`), url).toHaveLength(2);
    expect(html, url).not.toContain('<!--app-');
    expect(html, url).not.toContain('<script>alert(1)');
    const data = firstData(html);
    // The same values the API answers (as the page carries them: the home's lists as cards).
    for (const [key, value] of Object.entries(data)) {
      if (key === RENDERED_AT_KEY) continue;
      const answer = await t.app.inject({ method: 'GET', url: key });
      expect(value, `${url}: ${key}`).toEqual(firstDataAnswer(key, answer.json()));
    }
    const texts = shown(data).filter((text): text is string => Boolean(text));
    expect(texts.length, url).toBeGreaterThan(0);
    const text = shownText(html);
    for (const expected of texts) {
      expect(expected, url).toContain(TRICKY);
      expect(text.includes(expected), `${url} shows ${JSON.stringify(expected)}`).toBe(true);
    }
    return data;
  }

  it('the home page: banners, highlights, categories and products verbatim', async () => {
    await checkPage('/', (data) => {
      const banners = data[HOME_PATHS.banners] as BannerWire[];
      const highlights = data[HOME_PATHS.highlights] as ProductWire[];
      const categories = data[HOME_PATHS.categories] as CategoryWire[];
      const page = data[HOME_PATHS.products] as { products: ProductWire[] };
      return [
        ...banners.flatMap((b) => [b.title, b.subtitle]),
        ...highlights.slice(0, 8).flatMap((p) => [p.name, p.storeName]),
        ...categories.map((c) => c.label),
        // The grid: highlighted first, then by name, 48 (src/app/features/shopper/data/home.ts).
        ...[...new Map([...highlights, ...page.products].map((p) => [p.id, p])).values()]
          .filter((p) => isPubliclyVisible(p.status))
          .sort((a, b) => Number(b.isHighlighted) - Number(a.isHighlighted) || compareNames(a.name, b.name))
          .slice(0, 48)
          .flatMap((p) => [p.name, p.storeName]),
      ];
    });
  });

  it("a product's page: its name, description and store verbatim", async () => {
    await checkPage('/products/1', (data) => {
      const product = data[productPath(1)] as ProductWire;
      return [product.name, product.description, product.storeName];
    });
  });

  it("a store's page: its name, description, address, products and coupons verbatim", async () => {
    await checkPage('/stores/1', (data) => {
      const store = data[storePath(1)] as StoreWire;
      const { products } = data[storeProductsPath(1)] as { products: ProductWire[] };
      const coupons = data[storeCouponsPath(1)] as Array<{
        description: string;
        isActive: boolean;
        endTime: string;
      }>;
      const now = new Date(data[RENDERED_AT_KEY] as number);
      return [
        store.name,
        store.description,
        store.address,
        ...products.map((p) => p.name),
        ...coupons.filter((c) => couponDisplayStatus(c, now) !== 'inactive').map((c) => c.description),
      ];
    });
  });

  it('the promotions page: each running promotion and its product verbatim', async () => {
    await checkPage('/promotions', (data) => {
      const answer = data[HOME_PATHS.promotions] as
        | Array<{ title: string; endsAt: string; productId: number }>
        | { promotions: Array<{ title: string; endsAt: string; productId: number }> };
      const list = Array.isArray(answer) ? answer : answer.promotions;
      const renderedAt = new Date(data[RENDERED_AT_KEY] as number).toISOString();
      return list.filter((p) => p.endsAt > renderedAt).map((p) => p.title);
    });
  });
});
