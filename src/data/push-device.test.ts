import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_OFFER } from '../domain/push-offer';
import { readPushDevice, turnPushOff } from './push-device';
import { acceptPushOffer, declinePushOffer, shouldOfferPush } from './push-offer';
import { queryCache } from './query-cache';
import { jsonResponse, offline, WEB_PUSH_CONFIG } from './test-responses';

const subscriptionJson = { endpoint: 'https://push.example/send/phone', keys: { p256dh: 'p', auth: 'a' } };
const FOLLOWED = { kind: 'followed-store' } as const;

/** A browser that can push: a worker registration whose PushManager subscribes, and the API behind fetch. */
function browser(options: { permission?: NotificationPermission; registered?: boolean } = {}) {
  let subscribed = false;
  const subscription = {
    toJSON: () => subscriptionJson,
    unsubscribe: vi.fn(async () => {
      subscribed = false;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
    subscribe: vi.fn(async () => {
      subscribed = true;
      return subscription;
    }),
  };
  const registration = { active: {}, pushManager };
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('navigator', {
    onLine: true,
    serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  vi.stubGlobal('PushManager', class {});
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = 'granted';
      return 'granted';
    }),
  };
  vi.stubGlobal('Notification', notification);
  let registered = options.registered ?? false;
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/firebase/config') {
      return jsonResponse(200, { success: true, mode: 'webpush', config: WEB_PUSH_CONFIG });
    }
    if (url === '/api/push-notifications/register') {
      registered = true;
      return jsonResponse(200, { success: true, kind: 'webpush' });
    }
    if (url === '/api/push-notifications/unregister') {
      registered = false;
      return jsonResponse(200, { success: true, removed: 1 });
    }
    if (url === '/api/push-notifications/device') return jsonResponse(200, { success: true, registered });
    return jsonResponse(404, { message: 'Não encontrado', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    subscription,
    storage,
    bodiesOf: (path: string) =>
      fetch.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body))),
    calls: (path: string) => fetch.mock.calls.filter(([url]) => url === path).length,
  };
}

beforeEach(() => {
  queryCache.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the push offer on this device', () => {
  it('offers once; a "no" keeps every moment quiet for 30 days, then it may ask again', async () => {
    browser();
    const now = Date.now();
    expect(await shouldOfferPush(FOLLOWED, now)).toBe(true);
    declinePushOffer();
    expect(await shouldOfferPush(FOLLOWED, now)).toBe(false);
    expect(await shouldOfferPush({ kind: 'reservation-made' }, now)).toBe(false);
    expect(await shouldOfferPush(FOLLOWED, now + PUSH_OFFER.declineQuietMs + 1000)).toBe(true);
  });

  it('accepting subscribes and registers this device; then nothing more is offered', async () => {
    const b = browser();
    await acceptPushOffer();
    expect(b.bodiesOf('/api/push-notifications/register')).toEqual([
      { token: JSON.stringify(subscriptionJson), deviceType: 'web' },
    ]);
    expect(await shouldOfferPush(FOLLOWED)).toBe(false);
  });

  it('is not offered when the permission is blocked', async () => {
    browser({ permission: 'denied' });
    expect(await shouldOfferPush(FOLLOWED)).toBe(false);
  });
});

describe("the account's switch", () => {
  it('is on when the browser is subscribed and the server has this device', async () => {
    browser();
    expect(await readPushDevice()).toMatchObject({ kind: 'switch', on: false });
    await acceptPushOffer();
    expect(await readPushDevice()).toEqual({
      kind: 'switch',
      on: true,
      confirmed: true,
      serverForgot: false,
    });
  });

  it('off removes this device only (its token), unsubscribes the browser, and counts as a "no"', async () => {
    const b = browser();
    await acceptPushOffer();
    await turnPushOff();
    expect(b.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(b.bodiesOf('/api/push-notifications/unregister')).toEqual([
      { deviceType: 'web', token: JSON.stringify(subscriptionJson) },
    ]);
    expect(await readPushDevice()).toMatchObject({ kind: 'switch', on: false, serverForgot: false });
    expect(await shouldOfferPush(FOLLOWED)).toBe(false);
  });

  it('a blocked permission is explained, without asking the server', async () => {
    const b = browser({ permission: 'denied' });
    expect(await readPushDevice()).toEqual({ kind: 'blocked' });
    expect(b.calls('/api/push-notifications/device')).toBe(0);
  });

  it("offline, it shows the device's own state as unconfirmed", async () => {
    const b = browser();
    await acceptPushOffer();
    b.fetch.mockImplementation(offline);
    expect(await readPushDevice()).toEqual({
      kind: 'switch',
      on: true,
      confirmed: false,
      serverForgot: false,
    });
  });
});
