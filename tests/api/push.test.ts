import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions, pwaEvents } from '../../server/db/schema';
import { pushPayloadSchema } from '../../src/domain/api/push';
import {
  createSubscription,
  decryptAes128gcm,
  type PushServiceStub,
  startPushService,
  verifyVapid,
} from './helpers/push-service';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`push (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let pushService: PushServiceStub;
  let shopper: TestSession;

  beforeAll(async () => {
    // The local push service listens on 127.0.0.1: allowed only because this configuration says so.
    t = await createTestApp({ env: { PUSH_ALLOW_LOOPBACK: 'true' } });
    pushService = await startPushService();
    shopper = await sessionFor(t.database, 'cliente');
  });
  afterAll(async () => {
    await pushService?.close();
    await t?.close();
  });

  it('announces Web Push with an 87-character VAPID key when no Firebase project is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/firebase/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, mode: 'webpush', config: { projectId: 'feira-webpush' } });
    expect(body.config.vapidKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // A P-256 public key, uncompressed point.
    expect(Buffer.from(body.config.vapidKey, 'base64url')).toHaveLength(65);
    for (const value of Object.values(body.config)) expect(value).not.toBe('');
  });

  it('keeps the VAPID key across restarts (stored in the database)', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/firebase/config' })).json().config
      .vapidKey;
    const { buildApp } = await import('../../server/app');
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    const after = (await second.inject({ method: 'GET', url: '/api/firebase/config' })).json().config
      .vapidKey;
    await second.close();
    expect(after).toBe(before);
  });

  it('tells the payment mode', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stripe/config' })).json()).toEqual({
      mode: 'test',
    });
  });

  it('registers a Web Push subscription idempotently and sends an encrypted test push to it', async () => {
    const subscription = createSubscription(`${pushService.origin}/push/ok`);
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/push-notifications/register',
        headers: shopper.headers,
        payload: { token: subscription.token, deviceType: 'web' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, kind: 'webpush' });
    }
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(rows).toHaveLength(1);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/test',
      headers: shopper.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, sent: 1, failed: 0, removed: 0 });

    const [request] = await pushService.waitFor(1);
    if (!request) throw new Error('no push received');
    expect(request.path).toBe('/push/ok');
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const vapidKey = (await t.app.inject({ method: 'GET', url: '/api/firebase/config' })).json().config
      .vapidKey;
    const vapid = verifyVapid(String(request.headers.authorization), pushService.origin);
    expect(vapid.publicKey).toBe(vapidKey);
    const payload = pushPayloadSchema.parse(JSON.parse(decryptAes128gcm(request.body, subscription)));
    expect(payload).toMatchObject({
      title: 'Notificação de teste',
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      url: '/account/push-test-center',
    });
    expect(payload.body).toContain('Feira');
  });

  it('deletes a subscription the push service reports gone (410 and 404)', async () => {
    const other = await sessionFor(t.database, 'vendedora');
    for (const [path, status] of [
      ['/push/gone', 410],
      ['/push/missing', 404],
    ] as const) {
      pushService.respondWith(path, status);
      const subscription = createSubscription(`${pushService.origin}${path}`);
      await t.app.inject({
        method: 'POST',
        url: '/api/push-notifications/register',
        headers: other.headers,
        payload: { token: subscription.token, deviceType: 'web' },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/test',
      headers: other.headers,
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, sent: 0, removed: 2 });
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, other.userId));
    expect(left).toHaveLength(0);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/test',
      headers: other.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'PUSH_NOT_REGISTERED' });
  });

  it('accepts an FCM token, refuses garbage and non-HTTPS endpoints, and unregisters', async () => {
    const fcmToken = `fcm-token_${'a'.repeat(140)}`;
    const fcm = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/register',
      headers: shopper.headers,
      payload: { token: fcmToken, deviceType: 'web' },
    });
    expect(fcm.json()).toEqual({ success: true, kind: 'fcm' });
    const garbage = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/register',
      headers: shopper.headers,
      payload: { token: 'not a token!', deviceType: 'web' },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({
      code: 'PUSH_TOKEN_INVALID',
      message: 'Token de notificação inválido',
    });
    const insecure = createSubscription('http://push.example.com/abc');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/register',
      headers: shopper.headers,
      payload: { token: insecure.token, deviceType: 'web' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'PUSH_ENDPOINT_INVALID' });

    const one = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/unregister',
      headers: shopper.headers,
      payload: { deviceType: 'web', token: fcmToken },
    });
    expect(one.json()).toEqual({ success: true, removed: 1 });
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/unregister',
      headers: shopper.headers,
      payload: { deviceType: 'web' },
    });
    expect(all.json()).toEqual({ success: true, removed: 1 });
  });

  it('requires a session to register', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/push-notifications/register',
      payload: { token: 'x'.repeat(40), deviceType: 'web' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores PWA analytics events (204) and refuses oversized or malformed ones', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pwa',
      payload: {
        event: 'install_prompt_shown',
        timestamp: new Date().toISOString(),
        platform: 'android',
        browser: 'chrome',
        displayMode: 'browser',
        userAgent: 'Mozilla/5.0',
        sessionId: 'abc',
        context: 'product-page',
      },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.body).toBe('');
    const [row] = await t.database.db
      .select()
      .from(pwaEvents)
      .where(eq(pwaEvents.event, 'install_prompt_shown'));
    expect(row?.payload).toMatchObject({ platform: 'android', context: 'product-page' });

    const big = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pwa',
      payload: { event: 'x', userAgent: 'y'.repeat(20_000) },
    });
    expect(big.statusCode).toBe(413);
    const noEvent = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/pwa',
      payload: { platform: 'ios' },
    });
    expect(noEvent.statusCode).toBe(400);
    expect(noEvent.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
