import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, products, pushSubscriptions, stores } from '../../server/db/schema';
import { sweepPromotions } from '../../server/jobs/sweeps';
import { publishEvent } from '../../server/realtime/events';
import { alertPromotions } from '../../server/services/shopper/follower-alerts';
import { pushPayloadSchema } from '../../src/domain/api/push';
import {
  createSubscription,
  decryptAes128gcm,
  type PushServiceStub,
  startPushService,
} from './helpers/push-service';
import { cookieFor, demoAccount, login, nextTestAddress, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import {
  connect,
  type Frame,
  publicReach,
  type SignedIn,
  signIn,
  type TestSocket,
  wsUrl,
} from './helpers/ws-client';

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
    t = await createTestApp();
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

  const sessionCookieOf = (header: unknown) =>
    (Array.isArray(header) ? header : [header]).map(String).find((c) => c.startsWith('feira_session='));

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
      const cookie = sessionCookieOf(res.headers['set-cookie']);
      expect(cookie).toMatch(/HttpOnly/i);
      const token = /^feira_session=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
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
    expect(sessionCookieOf(res.headers['set-cookie'])).toBeUndefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.id).toBe(body.user.id);
    // The bearer session can be ended like any other.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${body.token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
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
  let seller: SignedIn;
  let shopper: SignedIn;
  let admin: SignedIn;
  let storeId: number;
  let publicProduct: { id: number; price: number };
  const sockets: TestSocket[] = [];

  const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn, payload?: object) =>
    payload === undefined
      ? t.app.inject({ method, url, headers: who.headers })
      : t.app.inject({ method, url, headers: who.headers, payload });
  const open = async (who: SignedIn) => {
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
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    seller = await signIn(t, 'vendedor@feira.dev');
    shopper = await signIn(t, 'cliente@feira.dev');
    admin = await signIn(t, 'admin@feira.dev');
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
