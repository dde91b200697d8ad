import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../server/db/schema';
import { createSubscription, type PushServiceStub, startPushService } from './helpers/push-service';
import { cookieFor, demoAccount, login, nextTestAddress, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { connect, type TestSocket, wsUrl } from './helpers/ws-client';

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
