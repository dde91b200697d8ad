import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH } from '../domain/constants';
import { messages } from '../domain/messages';
import { type AppMessage, subscribeMessages } from './messages';
import {
  enablePush,
  getPushState,
  PUSH_DENIED,
  PUSH_NO_WORKER,
  PUSH_TIMEOUT,
  PUSH_UNSUPPORTED,
  TOKEN_TIMEOUT_MS,
} from './push';
import { queryCache } from './query-cache';
import { jsonResponse, VAPID_KEY, WEB_PUSH_CONFIG } from './test-responses';

const subscriptionJson = { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'p', auth: 'a' } };
const TOKEN = JSON.stringify(subscriptionJson);

/** What the browser exposes to push.ts: a service worker registration with a PushManager. */
function browser() {
  const subscription = { toJSON: () => subscriptionJson, unsubscribe: vi.fn(async () => true) };
  const pushManager = {
    getSubscription: vi.fn(async (): Promise<typeof subscription | null> => null),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription),
  };
  const registration = { active: {}, pushManager };
  let ready: Promise<typeof registration> = Promise.resolve(registration);
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('navigator', {
    serviceWorker: {
      get ready() {
        return ready;
      },
      getRegistration: async () => registration,
    },
  });
  vi.stubGlobal('PushManager', class {});
  const notification = { permission: 'granted', requestPermission: vi.fn(async () => 'granted') };
  vi.stubGlobal('Notification', notification);
  const config = vi.fn(() => jsonResponse(200, { success: true, mode: 'webpush', config: WEB_PUSH_CONFIG }));
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/firebase/config') return config();
    if (url === '/api/push-notifications/register') return jsonResponse(200, { success: true });
    return jsonResponse(404, { message: 'Não encontrado', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetch);
  const calls = (path: string) => fetch.mock.calls.filter(([url]) => url === path);
  return {
    pushManager,
    notification,
    config,
    calls,
    registered: () =>
      calls('/api/push-notifications/register').map(([, init]) => JSON.parse(String(init?.body))),
    workerNeverReady: () => {
      ready = new Promise(() => {});
    },
  };
}

/** Runs enablePush to its end under fake time and returns how it ended. */
function enabling() {
  let outcome: { ok: true } | { ok: false; error: Error } | undefined;
  const done = enablePush().then(
    () => {
      outcome = { ok: true };
    },
    (error: Error) => {
      outcome = { ok: false, error };
    },
  );
  return { done, outcome: () => outcome };
}

beforeEach(() => {
  queryCache.clear();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2025-05-10T12:00:00-03:00'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('enablePush: token retrieval', () => {
  it('bounds each subscribe by the timeout and gives up after 3 tries, keeping the error for diagnostics', async () => {
    const b = browser();
    b.pushManager.subscribe.mockImplementation(() => new Promise(() => {}));
    const run = enabling();
    // 3 tries of TOKEN_TIMEOUT_MS with 1 s and 2 s between them.
    const total = 3 * TOKEN_TIMEOUT_MS + 1000 + 2000;
    await vi.advanceTimersByTimeAsync(total - 1);
    expect(run.outcome()).toBeUndefined();
    expect(b.pushManager.subscribe).toHaveBeenCalledTimes(PUSH.tokenRetrievalTries);
    await vi.advanceTimersByTimeAsync(1);
    await run.done;
    expect(run.outcome()).toEqual({ ok: false, error: new Error(PUSH_TIMEOUT) });
    expect(b.registered()).toEqual([]);
    const state = await getPushState();
    expect(state).toMatchObject({ subscribed: false, lastError: PUSH_TIMEOUT });
    expect(state.token).toBeUndefined();
  });

  it('a try that fails is retried; the third one registers the subscription with the server', async () => {
    const b = browser();
    b.pushManager.subscribe
      .mockRejectedValueOnce(new DOMException('push service error', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
    const seen: AppMessage[] = [];
    const off = subscribeMessages((m) => seen.push(m));
    const run = enabling();
    await vi.advanceTimersByTimeAsync(3000);
    await run.done;
    off();
    expect(run.outcome()).toEqual({ ok: true });
    expect(b.pushManager.subscribe).toHaveBeenCalledTimes(3);
    const options = b.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(options?.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect((options?.applicationServerKey as Uint8Array | undefined)?.byteLength).toBe(65);
    expect(b.registered()).toEqual([{ token: TOKEN, deviceType: 'web' }]);
    expect(seen).toEqual([{ variant: 'success', title: messages.auth.notificationsEnabled }]);
    expect(await getPushState()).toMatchObject({ subscribed: true, token: TOKEN, lastError: undefined });
  });

  it("in the server's Web Push mode (placeholder Firebase fields) subscribes with the VAPID key, no Firebase", async () => {
    const b = browser();
    const placeholder = 'feira-webpush';
    b.config.mockImplementation(() =>
      jsonResponse(200, {
        success: true,
        mode: 'webpush',
        config: {
          projectId: placeholder,
          vapidKey: VAPID_KEY,
          apiKey: placeholder,
          authDomain: placeholder,
          storageBucket: placeholder,
          messagingSenderId: placeholder,
          appId: placeholder,
        },
      }),
    );
    const run = enabling();
    await vi.advanceTimersByTimeAsync(0);
    await run.done;
    expect(run.outcome()).toEqual({ ok: true });
    expect(b.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(b.registered()).toEqual([{ token: TOKEN, deviceType: 'web' }]);
  });

  it('an existing subscription is reused instead of subscribing again', async () => {
    const b = browser();
    const existing = { toJSON: () => ({ ...subscriptionJson, endpoint: 'https://push.example/old' }) };
    b.pushManager.getSubscription.mockResolvedValueOnce(existing as never);
    await enablePush();
    expect(b.pushManager.subscribe).not.toHaveBeenCalled();
    expect(b.registered()[0]?.token).toContain('https://push.example/old');
  });
});

describe('enablePush: the 24 h token cache', () => {
  it('reuses the token for 24 h (still telling the server), then asks the push service again', async () => {
    const b = browser();
    await enablePush();
    expect(b.pushManager.getSubscription).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + PUSH.tokenCacheMs - 1);
    await enablePush();
    expect(b.pushManager.getSubscription).toHaveBeenCalledTimes(1);
    expect(b.registered()).toHaveLength(2);

    // Each registration refreshes the cache; a full day after the last one the token is stale.
    vi.setSystemTime(Date.now() + PUSH.tokenCacheMs);
    b.pushManager.getSubscription.mockResolvedValueOnce(null);
    expect((await getPushState()).token).toBeUndefined();
    b.pushManager.getSubscription.mockClear();
    await enablePush();
    expect(b.pushManager.getSubscription).toHaveBeenCalledTimes(1);
    expect(b.registered()).toHaveLength(3);
  });
});

describe('enablePush: config, worker and permission', () => {
  it('fetches the config up to 3 times', async () => {
    const b = browser();
    b.config
      .mockReturnValueOnce(jsonResponse(503, { message: 'Serviço indisponível', code: 'UNAVAILABLE' }))
      .mockReturnValueOnce(jsonResponse(503, { message: 'Serviço indisponível', code: 'UNAVAILABLE' }));
    const run = enabling();
    await vi.advanceTimersByTimeAsync(3000);
    await run.done;
    expect(run.outcome()).toEqual({ ok: true });
    expect(b.calls('/api/firebase/config')).toHaveLength(PUSH.configFetchTries);
  });

  it('a config whose vapidKey is not 87 characters is refused after 3 tries', async () => {
    const b = browser();
    b.config.mockImplementation(() => jsonResponse(200, { success: true, config: { vapidKey: 'curta' } }));
    const run = enabling();
    await vi.advanceTimersByTimeAsync(3000);
    await run.done;
    expect(run.outcome()).toEqual({ ok: false, error: expect.objectContaining({ code: 'PUSH_CONFIG' }) });
    expect(b.calls('/api/firebase/config')).toHaveLength(PUSH.configFetchTries);
    expect(b.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('an FCM config without its keys is refused, never subscribed with standard Web Push instead', async () => {
    const b = browser();
    const { apiKey: _apiKey, appId: _appId, ...partial } = WEB_PUSH_CONFIG;
    b.config.mockImplementation(() =>
      jsonResponse(200, { success: true, mode: 'fcm', config: { ...partial, projectId: 'feira-prod' } }),
    );
    const run = enabling();
    await vi.advanceTimersByTimeAsync(3000);
    await run.done;
    expect(run.outcome()).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'PUSH_CONFIG',
        details: ['apiKey: obrigatório', 'appId: obrigatório'],
      }),
    });
    expect(b.pushManager.subscribe).not.toHaveBeenCalled();
    expect(b.registered()).toEqual([]);
  });

  it('waits at most 10 s for the service worker', async () => {
    const b = browser();
    b.workerNeverReady();
    const run = enabling();
    await vi.advanceTimersByTimeAsync(PUSH.serviceWorkerWaitMs - 1);
    expect(run.outcome()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await run.done;
    expect(run.outcome()).toEqual({ ok: false, error: new Error(PUSH_NO_WORKER) });
    expect(b.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('a refused permission stops before any request', async () => {
    const b = browser();
    b.notification.requestPermission.mockResolvedValueOnce('denied');
    await expect(enablePush()).rejects.toThrow(PUSH_DENIED);
    expect(b.calls('/api/firebase/config')).toHaveLength(0);
  });

  it('a browser without PushManager is told so', async () => {
    browser();
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(globalThis, 'PushManager');
    await expect(enablePush()).rejects.toThrow(PUSH_UNSUPPORTED);
    expect(await getPushState()).toEqual({
      supported: false,
      permission: 'unsupported',
      serviceWorker: 'none',
      subscribed: false,
    });
  });
});
