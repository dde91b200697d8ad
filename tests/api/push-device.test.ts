import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDeviceResultSchema } from '../../src/domain/api/push';
import { createSubscription, type PushServiceStub, startPushService } from './helpers/push-service';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

/**
 * Issue #42: the account's "Notificações neste aparelho" switch shows the server's record of this device.
 * `GET /api/push-notifications/device` answers for the calling session only: another device of the same
 * user, registered or removed, never changes its answer.
 */
describe(`push device record (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let pushService: PushServiceStub;

  beforeAll(async () => {
    // The local push service is on loopback, which only this setting lets a subscription point at.
    t = await createTestApp({ env: { PUSH_ALLOW_LOOPBACK: 'true' } });
    pushService = await startPushService();
  });
  afterAll(async () => {
    await pushService?.close();
    await t?.close();
  });

  const device = async (session: TestSession) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/push-notifications/device',
      headers: { cookie: session.cookie },
    });
    expect(res.statusCode).toBe(200);
    return pushDeviceResultSchema.parse(res.json()).registered;
  };
  const post = async (session: TestSession, path: string, payload: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { cookie: session.cookie },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it("answers whether this session's subscription is registered, whatever the user's other devices do", async () => {
    const phone = await sessionFor(t.database, 'cliente');
    const laptop = await sessionFor(t.database, 'cliente');
    const phoneSubscription = createSubscription(`${pushService.origin}/push/device-phone`);
    const laptopSubscription = createSubscription(`${pushService.origin}/push/device-laptop`);
    expect(await device(phone)).toBe(false);

    await post(laptop, '/api/push-notifications/register', { token: laptopSubscription.token });
    expect(await device(phone)).toBe(false);
    expect(await device(laptop)).toBe(true);

    await post(phone, '/api/push-notifications/register', { token: phoneSubscription.token });
    expect(await device(phone)).toBe(true);

    // The laptop turns push off with its token: the phone's record stays.
    const off = await post(laptop, '/api/push-notifications/unregister', {
      deviceType: 'web',
      token: laptopSubscription.token,
    });
    expect(off.json()).toEqual({ success: true, removed: 1 });
    expect(await device(laptop)).toBe(false);
    expect(await device(phone)).toBe(true);

    // The phone's subscription is gone once the phone turns it off too.
    await post(phone, '/api/push-notifications/unregister', {
      deviceType: 'web',
      token: phoneSubscription.token,
    });
    expect(await device(phone)).toBe(false);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push-notifications/device' });
    expect(res.statusCode).toBe(401);
  });
});
