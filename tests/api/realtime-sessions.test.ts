import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, sessionOf, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { connect, type TestSocket, wsUrl } from './helpers/ws-client';

/**
 * A password change ends the user's OTHER sessions; their open sockets must hear it at once (force-logout,
 * then 1008), while the device that made the change stays connected and signed in.
 */
describe(`realtime and sessions: password change (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let url: string;
  const sockets: TestSocket[] = [];
  const account = { email: `sessoes.${Date.now()}@exemplo.com.br`, password: 'senha antiga 1' };
  /** The device that changes the password (the session register created). */
  let here: TestSession;
  /** Another device of the same user. */
  let elsewhere: TestSession;

  const open = (query = '', headers: Record<string, string> = {}) => {
    const s = connect(`${url}${query}`, headers);
    sockets.push(s);
    return s;
  };
  /** What the browser does: a single-use ticket from its session, then the socket with it. */
  const ticketFor = async (headers: { authorization: string }) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers });
    expect(res.statusCode).toBe(201);
    return `?ticket=${encodeURIComponent(res.json().ticket)}`;
  };
  const hello = async (s: TestSocket) => (await s.next((f) => f.type === 'hello')).data;
  /** A ping answered means every frame the server queued for this socket before it has arrived. */
  const roundTrip = async (s: TestSocket) => {
    s.send({ type: 'ping', timestamp: 7 });
    await s.next((f) => f.type === 'pong' && f.timestamp === 7);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = wsUrl(t.app);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...account, firstName: 'Rita', lastName: 'Alves' },
    });
    expect(registered.statusCode).toBe(201);
    here = sessionOf(registered);
    elsewhere = await sessionFor(t.database, { email: account.email });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t?.close();
  });

  it('the other session’s sockets get force-logout and 1008; this device’s sockets stay open', async () => {
    const mineByTicket = open(await ticketFor(here.headers));
    const mineByCookie = open('', { cookie: here.cookie });
    const theirsByTicket = open(await ticketFor(elsewhere.headers));
    const theirsByCookie = open('', { cookie: elsewhere.cookie });
    for (const s of [mineByTicket, mineByCookie, theirsByTicket, theirsByCookie]) await hello(s);
    // A ticket the other device fetched but has not used yet.
    const unusedTicket = await ticketFor(elsewhere.headers);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: here.headers,
      payload: { currentPassword: account.password, newPassword: 'senha nova 22' },
    });
    expect(changed.statusCode).toBe(200);

    for (const s of [theirsByTicket, theirsByCookie]) {
      expect((await s.next((f) => f.type === 'force-logout')).data).toEqual({ reason: 'Sessão encerrada' });
      expect(await s.closed).toEqual({ code: 1008, reason: 'Sessão encerrada' });
    }
    for (const s of [mineByTicket, mineByCookie]) {
      await roundTrip(s);
      expect(s.frames.filter((f) => f.type === 'force-logout')).toEqual([]);
      expect(s.socket.readyState).toBe(s.socket.OPEN);
    }

    // Still signed in here, signed out there; the other device's unused ticket died with its session.
    const meHere = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: here.headers });
    expect(meHere.statusCode).toBe(200);
    const meThere = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: elsewhere.headers });
    expect(meThere.statusCode).toBe(401);
    expect(await open(unusedTicket).closed).toEqual({ code: 1008, reason: 'Não autenticado' });

    // And this device's live channel still delivers: a new ticket works and events arrive.
    const again = open(await ticketFor(here.headers));
    await hello(again);
    const wished = await t.app.inject({ method: 'POST', url: '/api/wishlist/1', headers: here.headers });
    expect(wished.statusCode).toBeLessThan(300);
    expect((await mineByTicket.next((f) => f.type === 'data-changed')).data).toEqual({ entity: 'wishlist' });
  });

  it('a wrong current password changes nothing and closes no socket', async () => {
    const mine = open('', { cookie: here.cookie });
    await hello(mine);
    const other = await sessionFor(t.database, { email: account.email });
    const theirs = open(await ticketFor(other.headers));
    await hello(theirs);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/password',
      headers: here.headers,
      payload: { currentPassword: 'não é esta', newPassword: 'outra senha 33' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'Senha atual incorreta',
    });

    for (const s of [mine, theirs]) {
      await roundTrip(s);
      expect(s.frames.filter((f) => f.type === 'force-logout')).toEqual([]);
    }
    const meThere = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: other.headers });
    expect(meThere.statusCode).toBe(200);
  });
});
