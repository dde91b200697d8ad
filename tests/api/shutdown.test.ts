/**
 * Liveness, readiness and the graceful stop of one replica (server/shutdown.ts), in process on a listening app:
 * readiness turns 503 while draining, a request already in flight still gets its normal answer, realtime sockets
 * close with 1012, and a request that never finishes is cut when the grace period is over.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { drainAndClose } from '../../server/shutdown';
import { SOCKET } from '../../src/domain/constants';
import { partialRequest } from './helpers/partial-request';
import { sessionFor } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';
import { connect, wsUrl } from './helpers/ws-client';

describe(`health, readiness and graceful stop (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('is live and ready when the database, its migrations and LISTEN are up; draining is 503, liveness stays', async () => {
    t = await createTestApp({ seed: false });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: true, migrations: true, listening: true },
    });
    expect(ready.headers['cache-control']).toBe('no-store');

    t.app.lifecycle.draining = true;
    const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ status: 'draining' });
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 'ok', database: { reachable: true } });
  });

  it('SIGTERM path: the in-flight request completes, sockets close with 1012, jobs stop, then the database closes', async () => {
    const app = await createTestApp();
    t = app;
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.app.server.address() as { port: number }).port;
    const shopper = await sessionFor(app.database, 'cliente');
    const socket = connect(wsUrl(app.app), { cookie: shopper.cookie });
    await socket.next((f) => f.type === 'hello');
    const products = (
      await app.app.inject({ method: 'GET', url: '/api/products?inStockOnly=true&limit=1' })
    ).json().products as Array<{ id: number }>;
    const productId = products[0]?.id;
    const request = partialRequest(
      port,
      '/api/reservations',
      { authorization: shopper.headers.authorization },
      JSON.stringify({ productId, quantity: 1 }),
    );
    await request.started;

    const order: string[] = [];
    const closing = drainAndClose({
      app: app.app,
      // The suite's own close() ends the real database after the test.
      database: { ...app.database, close: async () => void order.push('database') },
      graceMs: 10_000,
      stopJobs: async () => void order.push('jobs'),
    });
    expect(app.app.lifecycle.draining).toBe(true);
    expect(await socket.closed).toEqual({
      code: SOCKET.serviceRestartCloseCode,
      reason: 'Servidor reiniciando',
    });
    // New connections are refused while the accepted request is still waiting for its body.
    const refused = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => 'answered',
      () => 'refused',
    );
    expect(refused).toBe('refused');
    request.finish();
    const response = await request.ended;
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response).toContain(`"productId":${productId}`);
    await closing;
    expect(order).toEqual(['jobs', 'database']);
  });

  it('cuts a request still unfinished when the grace period is over', async () => {
    const app = await createTestApp({ seed: false });
    t = app;
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.app.server.address() as { port: number }).port;
    const request = partialRequest(port, '/api/analytics/pwa', {}, JSON.stringify({ events: [] }));
    await request.started;
    await drainAndClose({
      app: app.app,
      database: { ...app.database, close: async () => undefined },
      graceMs: 200,
      stopJobs: async () => undefined,
    });
    expect(await request.ended).toBe('');
  });
});
