import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import { publishEvent } from '../../server/realtime/events';
import { createNotification } from '../../server/services/accounts/notifications';
import { PROTOCOL_VERSION, parseServerMessage } from '../../src/domain/realtime';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { connect, publicReach, type TestSocket, wsUrl } from './helpers/ws-client';

describe(`realtime /ws/notifications (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let shopper: TestSession;
  let other: TestSession;
  let url: string;
  const sockets: TestSocket[] = [];
  const open = (query = '', headers: Record<string, string> = {}) => {
    const s = connect(`${url}${query}`, headers);
    sockets.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = wsUrl(t.app);
    shopper = await sessionFor(t.database, 'cliente');
    other = await sessionFor(t.database, 'admin');
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t?.close();
  });

  it('greets a cookie session with the protocol version and answers ping', async () => {
    const s = open('', { cookie: shopper.cookie });
    const hello = await s.next((f) => f.type === 'hello');
    expect(hello.data).toMatchObject({ protocolVersion: PROTOCOL_VERSION, userId: shopper.userId });
    s.send({ type: 'ping', timestamp: 42 });
    const pong = await s.next((f) => f.type === 'pong');
    expect(parseServerMessage(JSON.stringify(pong))).toEqual({ type: 'pong', timestamp: 42 });
    s.send({ type: 'nonsense' });
    expect((await s.next((f) => f.type === 'error')).data).toMatchObject({ code: 'INVALID_MESSAGE' });
  });

  it('closes with 1008 without a session, with a foreign Origin, or with a wrong protocol version', async () => {
    expect(await open().closed).toEqual({ code: 1008, reason: 'Não autenticado' });
    const foreign = open('', { cookie: shopper.cookie, origin: 'https://evil.example' });
    expect(await foreign.closed).toEqual({ code: 1008, reason: 'Origem não permitida' });
    const bogus = open('?ticket=not-a-ticket');
    expect((await bogus.closed).code).toBe(1008);
    const old = open('?v=999', { cookie: shopper.cookie });
    expect((await old.next((f) => f.type === 'error')).data).toMatchObject({
      code: 'PROTOCOL_VERSION_UNSUPPORTED',
    });
    expect((await old.closed).code).toBe(1002);
  });

  it('accepts a single-use ticket once', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: shopper.headers });
    expect(res.statusCode).toBe(201);
    const { ticket } = res.json();
    const first = open(`?ticket=${encodeURIComponent(ticket)}`);
    expect((await first.next((f) => f.type === 'hello')).data).toMatchObject({ userId: shopper.userId });
    const second = open(`?ticket=${encodeURIComponent(ticket)}`);
    expect(await second.closed).toEqual({ code: 1008, reason: 'Não autenticado' });
  });

  it('relays user events only to that user, catalogue events to subscribers', async () => {
    const mine = open('', { cookie: shopper.cookie });
    const theirs = open('', { cookie: other.cookie });
    await mine.next((f) => f.type === 'hello');
    await theirs.next((f) => f.type === 'hello');
    // `theirs` listens to one store only.
    theirs.send({ type: 'unsubscribe', channels: ['catalogue'] });
    theirs.send({ type: 'subscribe', channels: ['store:1'] });
    await theirs.next(
      (f) => f.type === 'subscribed' && !((f.data?.channels ?? []) as string[]).includes('catalogue'),
    );

    const { notification } = await createNotification(t.app, {
      userId: shopper.userId,
      type: 'other',
      title: 'Olá',
      message: 'Só para você',
    });
    const got = await mine.next((f) => f.type === 'notification');
    expect(parseServerMessage(JSON.stringify(got))).toMatchObject({
      type: 'notification',
      data: { id: String(notification.id), title: 'Olá' },
    });

    await publishEvent(t.database, {
      type: 'product-updated',
      productId: 1,
      storeId: 2,
      reach: await publicReach(t, 2),
    });
    const product = await mine.next((f) => f.type === 'product-updated');
    expect(parseServerMessage(JSON.stringify(product))).toMatchObject({
      type: 'product-updated',
      data: { productId: '1', storeId: 2 },
    });
    await publishEvent(t.database, { type: 'store-updated', storeId: 1, reach: await publicReach(t, 1) });
    await theirs.next((f) => f.type === 'store-updated');
    expect(theirs.frames.some((f) => f.type === 'notification' || f.type === 'product-updated')).toBe(false);
  });

  it('force-logout closes that user’s sockets with 1008', async () => {
    const s = open('', { cookie: other.cookie });
    await s.next((f) => f.type === 'hello');
    await publishEvent(t.database, { type: 'force-logout', userId: other.userId });
    expect((await s.next((f) => f.type === 'force-logout')).data).toEqual({ reason: 'Sessão encerrada' });
    expect((await s.closed).code).toBe(1008);
  });

  it('an event published through server A reaches a socket on server B (LISTEN/NOTIFY)', async () => {
    // On PostgreSQL B has its own pool on the same database, as a second process would; PGlite is one
    // embedded engine, so B shares it (still its own LISTEN and its own hub).
    const databaseB: Database = usingPostgres
      ? await openDatabase({ databaseUrl: t.config.DATABASE_URL })
      : t.database;
    const b: FastifyInstance = await buildApp({ config: t.config, database: databaseB, logger: false });
    await b.listen({ port: 0, host: '127.0.0.1' });
    try {
      const s = connect(wsUrl(b), { cookie: shopper.cookie });
      sockets.push(s);
      await s.next((f) => f.type === 'hello');
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/wishlist/1',
        headers: shopper.headers,
      });
      expect(changed.statusCode).toBeLessThan(300);
      expect((await s.next((f) => f.type === 'data-changed')).data).toEqual({ entity: 'wishlist' });
      await publishEvent(t.database, {
        type: 'product-updated',
        productId: 3,
        storeId: 1,
        reach: await publicReach(t, 1),
      });
      const frame = await s.next((f) => f.type === 'product-updated');
      expect(frame.data).toMatchObject({ productId: 3, storeId: 1 });
      expect(typeof frame.data?.productName).toBe('string');
      await s.close();
    } finally {
      await b.close();
      if (databaseB !== t.database) await databaseB.close();
    }
  });
});
