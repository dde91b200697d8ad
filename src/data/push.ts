/**
 * Push registration. Config from /api/firebase/config (3 tries); when the server's mode is 'fcm' the FCM
 * SDK is loaded with a dynamic import (never in the first route's JavaScript), otherwise standard Web Push
 * with applicationServerKey = vapidKey. Token retrieval: 3 tries, each with a timeout, because
 * pushManager.subscribe/getToken can hang forever without a push service. Token cached 24 h.
 */
import { PUSH, STALE_TIME_MS } from '../domain/constants';
import { messages } from '../domain/messages';
import { type PushConfigField, pushConfigProblems } from '../domain/push-config';
import { ApiError, requestJson } from './http';
import { emitMessage } from './messages';
import { queryCache } from './query-cache';
import { withTimeout } from './with-timeout';

export interface PushState {
  supported: boolean;
  permission: NotificationPermission | 'unsupported';
  serviceWorker: 'none' | 'installing' | 'active';
  subscribed: boolean;
  token?: string;
  lastError?: string;
}

type PushConfig = Record<PushConfigField, string> & {
  /** The server's sender. In 'webpush' mode every Firebase field is filled with a placeholder. */
  mode: 'webpush' | 'fcm';
};

const TOKEN_KEY = 'feira-push-token';
const ERROR_KEY = 'feira-push-error';
/** Per try: pushManager.subscribe/getToken can hang forever without a push service. */
export const TOKEN_TIMEOUT_MS = 15_000;
export const PUSH_UNSUPPORTED = 'Este navegador não suporta notificações push.';
export const PUSH_DENIED = 'Permissão de notificações negada. Ative-a nas configurações do navegador.';
export const PUSH_TIMEOUT = 'O serviço de notificações não respondeu. Tente novamente mais tarde.';
export const PUSH_NO_WORKER = 'O aplicativo ainda está sendo instalado. Tente novamente em alguns segundos.';

const store = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) globalThis.localStorage?.removeItem(key);
      else globalThis.localStorage?.setItem(key, value);
    } catch {
      // storage unavailable: diagnostics only
    }
  },
};

function supported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in globalThis && 'Notification' in globalThis;
}

async function attempts<T>(tries: number, task: () => Promise<T>): Promise<T> {
  let last: unknown;
  for (let i = 0; i < tries; i++) {
    try {
      return await task();
    } catch (error) {
      last = error;
      if (error instanceof ApiError && error.isFinal) break;
      if (i < tries - 1) await new Promise((r) => setTimeout(r, 1000 * (i + 1)));
    }
  }
  throw last;
}

/** Configuration is stale after 15 minutes (spec 000 §9): a second enable or test reuses the answer. */
function fetchConfig(): Promise<PushConfig> {
  return queryCache.read('/api/firebase/config', STALE_TIME_MS.config, fetchConfigNow);
}

async function fetchConfigNow(): Promise<PushConfig> {
  return attempts(PUSH.configFetchTries, async () => {
    const { data } = await requestJson<{
      success?: boolean;
      mode?: PushConfig['mode'];
      config?: unknown;
      error?: string;
    }>('/api/firebase/config', { retries: 0 });
    // Spec 000 §5: every field required, vapidKey 87 characters. An FCM config without its keys is refused
    // here rather than quietly subscribed with standard Web Push, which an FCM server cannot reach.
    const problems = pushConfigProblems(data?.config);
    if (problems.length > 0) {
      throw new ApiError(
        data?.error ?? 'Configuração de notificações inválida',
        500,
        'PUSH_CONFIG',
        problems,
      );
    }
    return { ...(data?.config as Record<PushConfigField, string>), mode: data?.mode ?? 'webpush' };
  });
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  return withTimeout(navigator.serviceWorker.ready, PUSH.serviceWorkerWaitMs, PUSH_NO_WORKER);
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function obtainToken(config: PushConfig, registration: ServiceWorkerRegistration): Promise<string> {
  if (config.mode === 'fcm') {
    // Loaded only here: the Firebase SDK must never weigh on the first route.
    const [{ initializeApp }, messaging] = await Promise.all([
      import('firebase/app'),
      import('firebase/messaging'),
    ]);
    const app = initializeApp(config, 'feira-push');
    return messaging.getToken(messaging.getMessaging(app), {
      vapidKey: config.vapidKey,
      serviceWorkerRegistration: registration,
    });
  }
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(config.vapidKey),
    }));
  return JSON.stringify(subscription.toJSON());
}

function cachedToken(): string | null {
  const raw = store.get(TOKEN_KEY);
  if (!raw) return null;
  try {
    const { token, at } = JSON.parse(raw) as { token: string; at: number };
    return Date.now() - at < PUSH.tokenCacheMs ? token : null;
  } catch {
    return null;
  }
}

export async function getPushState(): Promise<PushState> {
  if (!supported())
    return { supported: false, permission: 'unsupported', serviceWorker: 'none', subscribed: false };
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription().catch(() => null);
  const token = cachedToken() ?? undefined;
  return {
    supported: true,
    permission: Notification.permission,
    serviceWorker: registration?.active ? 'active' : registration ? 'installing' : 'none',
    subscribed: Boolean(subscription) || Boolean(token),
    token,
    lastError: store.get(ERROR_KEY) ?? undefined,
  };
}

export async function enablePush(): Promise<void> {
  try {
    if (!supported()) throw new Error(PUSH_UNSUPPORTED);
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') throw new Error(PUSH_DENIED);
    const config = await fetchConfig();
    const registration = await workerRegistration();
    let token = cachedToken();
    if (!token) {
      token = await attempts(PUSH.tokenRetrievalTries, () =>
        withTimeout(obtainToken(config, registration), TOKEN_TIMEOUT_MS, PUSH_TIMEOUT),
      );
    }
    await requestJson('/api/push-notifications/register', {
      method: 'POST',
      body: { token, deviceType: 'web' },
    });
    store.set(TOKEN_KEY, JSON.stringify({ token, at: Date.now() }));
    store.set(ERROR_KEY, null);
    emitMessage({ variant: 'success', title: messages.auth.notificationsEnabled });
  } catch (error) {
    store.set(ERROR_KEY, (error as Error).message);
    throw error;
  }
}

/**
 * This browser's push subscription is dropped (each step bounded: the push service may never answer), and
 * what identifies it is returned: the token as registered, for the server to remove this device only.
 */
async function dropDeviceSubscription(): Promise<string | null> {
  const cached = cachedToken();
  store.set(TOKEN_KEY, null);
  store.set(ERROR_KEY, null);
  if (!('serviceWorker' in navigator)) return cached;
  const wait = PUSH.unsubscribeWaitMs;
  const registration = await withTimeout(navigator.serviceWorker.getRegistration(), wait, PUSH_TIMEOUT);
  const subscription = await withTimeout(
    registration?.pushManager.getSubscription() ?? Promise.resolve(null),
    wait,
    PUSH_TIMEOUT,
  );
  if (!subscription) return cached;
  const token = cached ?? JSON.stringify(subscription.toJSON());
  await withTimeout(subscription.unsubscribe(), wait, PUSH_TIMEOUT).catch(() => false);
  return token;
}

/** Push off on this device only: the user's other devices keep theirs. */
export async function disablePush(): Promise<void> {
  const token = await dropDeviceSubscription().catch(() => cachedToken());
  await requestJson('/api/push-notifications/unregister', {
    method: 'POST',
    body: token ? { deviceType: 'web', token } : { deviceType: 'web' },
  });
}

/**
 * Sign-out: the device stops receiving pushes at once (the server's copy goes with the session, when the
 * sign-out reaches it), and the user's notifications still on screen are closed. Never throws and never waits
 * longer than its timeouts.
 */
export async function unsubscribeDevice(): Promise<void> {
  await dropDeviceSubscription().catch(() => null);
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const shown = await withTimeout(
    registration?.getNotifications() ?? Promise.resolve([]),
    PUSH.unsubscribeWaitMs,
    PUSH_TIMEOUT,
  ).catch((): Notification[] => []);
  for (const notification of shown) notification.close();
}

export async function sendTestPush(): Promise<void> {
  await requestJson('/api/push-notifications/test', { method: 'POST', body: {} });
}

export function clearPushDiagnostics(): void {
  store.set(ERROR_KEY, null);
  store.set(TOKEN_KEY, null);
}
