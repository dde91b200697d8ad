import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword, login } from './account';
import { db } from './db';
import { ApiError } from './http';
import { type AppMessage, subscribeMessages } from './messages';
import { sellerProductRow } from './mutations/test-rows';
import { setNavigator } from './navigation';
import {
  expireSession,
  getSession,
  logout,
  needsSignIn,
  PROFILE_STORAGE_KEY,
  refreshSession,
  resetSessionForTests,
  restoreSession,
} from './session';
import { SELLER_CATALOGUE_COLLECTION } from './sync/collections';
import { jsonResponse } from './test-responses';

const user = {
  id: 7,
  firstName: 'Ana',
  lastName: 'Silva',
  name: 'Ana Silva',
  email: 'a@b.c',
  role: 'shopper',
};

beforeEach(async () => {
  resetSessionForTests();
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// A login loads the mutation layer without waiting for it (session.ts, `signedIn`): the file ends once that
// load has finished, not while its imports are still in flight.
afterAll(async () => {
  await import('./mutations');
});

describe('login', () => {
  it('retries twice on network failure, 1 s apart, then signs in', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/auth/login' && ++calls < 3) throw new TypeError('Failed to fetch');
        if (url === '/api/auth/login') return jsonResponse(200, { user, token: 't', expiresAt: 'x' });
        return jsonResponse(200, { ...user, stats: { wishlistCount: 2 } });
      }),
    );
    const sleeps: number[] = [];
    const signed = await login('a@b.c', 'x', async (ms) => {
      sleeps.push(ms);
    });
    expect(sleeps).toEqual([1000, 1000]);
    expect(signed).toMatchObject({
      id: 7,
      isSeller: false,
      stats: { wishlistCount: 2, reservationsCount: 0 },
    });
    expect(getSession().status).toBe('authenticated');
    expect(await db.me.get('me')).toMatchObject({ user: { id: 7 } });
  });

  it('does not retry a refusal and surfaces the server message', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(401, { message: 'Credenciais inválidas', code: 'UNAUTHORIZED' }),
    );
    vi.stubGlobal('fetch', fetch);
    const error = await login('a@b.c', 'x', async () => {}).catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Credenciais inválidas');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('session expiry and logout', () => {
  it('clears the user and their tables (not the queue), says so, and goes to / after 1.5 s', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { user, token: 't' })),
    );
    await login('a@b.c', 'x');
    await db.wishlist.put({ productId: 1, createdAt: 'x' });
    await db.sellerProducts.put(sellerProductRow({ id: 4, status: 'DRAFT' }));
    await db.syncState.put({ collection: SELLER_CATALOGUE_COLLECTION, fetchedAt: 1 });
    await db.pendingMutations.put({
      id: 'm',
      userId: 7,
      kind: 'wishlist.add',
      target: 'wishlist:1',
      seq: 1,
      method: 'POST',
      url: '/api/wishlist/1',
      snapshot: [],
      state: 'queued',
      createdAt: 1,
    });
    const seen: AppMessage[] = [];
    const off = subscribeMessages((m) => seen.push(m));
    const paths: string[] = [];
    setNavigator((p) => paths.push(p));
    vi.stubGlobal('location', { pathname: '/account/wishlist' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await expireSession();
    expect(getSession()).toEqual({ status: 'anonymous', user: null, ending: 'expired' });
    expect(seen).toEqual([
      {
        variant: 'destructive',
        title: 'Sessão Expirada',
        description: 'Você foi desconectado. Faça login novamente.',
      },
    ]);
    expect(await db.wishlist.count()).toBe(0);
    expect(await db.sellerProducts.count()).toBe(0);
    // The next account's catalogue is not on this device until its own pull.
    expect(await db.syncState.get(SELLER_CATALOGUE_COLLECTION)).toBeUndefined();
    expect(await db.pendingMutations.count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(paths).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(paths).toEqual(['/']);
    expect(getSession()).toEqual({ status: 'anonymous', user: null });
    off();
  });

  it('does not redirect when already under /auth/', async () => {
    const paths: string[] = [];
    setNavigator((p) => paths.push(p));
    vi.stubGlobal('location', { pathname: '/auth/login' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { user, token: 't' })),
    );
    await login('a@b.c', 'x');
    await expireSession();
    await vi.advanceTimersByTimeAsync(5000);
    expect(paths).toEqual([]);
  });

  it('logout tells the server and goes to / once, after 1 s', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { user, token: 't' }));
    vi.stubGlobal('fetch', fetch);
    await login('a@b.c', 'x');
    const paths: string[] = [];
    setNavigator((p) => paths.push(p));
    vi.stubGlobal('location', { pathname: '/account/reservations' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await logout();
    expect(fetch.mock.calls.some((c) => (c as unknown[])[0] === '/api/auth/logout')).toBe(true);
    expect(getSession().user).toBeNull();
    await vi.advanceTimersByTimeAsync(999);
    expect(paths).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(paths).toEqual(['/']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(paths).toEqual(['/']);
  });

  it('logout on / or under /auth/ stays where it is', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { user, token: 't' })),
    );
    const paths: string[] = [];
    setNavigator((p) => paths.push(p));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    for (const pathname of ['/', '/auth/login']) {
      vi.stubGlobal('location', { pathname });
      await login('a@b.c', 'x');
      await logout();
      await vi.advanceTimersByTimeAsync(5000);
    }
    expect(paths).toEqual([]);
  });

  it('the place is read when the redirect is due: a user who went to /auth/login meanwhile stays there', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { user, token: 't' })),
    );
    await login('a@b.c', 'x');
    const paths: string[] = [];
    setNavigator((p) => paths.push(p));
    const location = { pathname: '/account' };
    vi.stubGlobal('location', location);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await logout();
    location.pathname = '/auth/login';
    await vi.advanceTimersByTimeAsync(1000);
    expect(paths).toEqual([]);
  });
});

describe('the pending redirect and the account guard', () => {
  it('right after logout the guard waits for the redirect home instead of sending to /login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/status'
          ? jsonResponse(200, { authenticated: false })
          : jsonResponse(200, { user, token: 't' }),
      ),
    );
    expect(needsSignIn(getSession())).toBe(false); // still loading
    await login('a@b.c', 'x');
    expect(needsSignIn(getSession())).toBe(false);
    vi.stubGlobal('location', { pathname: '/account' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await logout();
    expect(getSession()).toEqual({ status: 'anonymous', user: null, ending: 'signed-out' });
    expect(needsSignIn(getSession())).toBe(false);
    // A session re-check in between (focus, a 401 elsewhere) must not drop the marker.
    await refreshSession();
    expect(getSession().ending).toBe('signed-out');
    await vi.advanceTimersByTimeAsync(1000);
    // Home now: an account page opened later asks for a login as usual.
    expect(needsSignIn(getSession())).toBe(true);
  });

  it('a visitor who never signed in must sign in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { authenticated: false })),
    );
    await refreshSession();
    expect(getSession()).toEqual({ status: 'anonymous', user: null });
    expect(needsSignIn(getSession())).toBe(true);
  });

  it('signing in again before the redirect cancels it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { user, token: 't' })),
    );
    await login('a@b.c', 'x');
    const paths: string[] = [];
    setNavigator((p) => paths.push(p));
    vi.stubGlobal('location', { pathname: '/login' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    await logout();
    await login('a@b.c', 'x');
    await vi.advanceTimersByTimeAsync(5000);
    expect(paths).toEqual([]);
    expect(getSession()).toMatchObject({ status: 'authenticated', user: { id: 7 } });
    expect(getSession().ending).toBeUndefined();
  });
});

describe("the device's copy of the session", () => {
  const storage = (entries: Record<string, string>) => ({
    getItem: (key: string) => entries[key] ?? null,
    setItem: vi.fn(),
    removeItem: vi.fn(),
  });

  it('a tap before start-up finds the profile cached at sign-in, and start-up keeps it', async () => {
    vi.stubGlobal('localStorage', storage({ [PROFILE_STORAGE_KEY]: JSON.stringify(user) }));
    expect(getSession()).toEqual({ status: 'loading', user: null });
    expect(restoreSession()).toMatchObject({ status: 'authenticated', user: { id: 7, name: 'Ana Silva' } });
    // Read once: the profile the server confirms later is not replaced by the cached one again.
    const restored = getSession().user;
    expect(restoreSession().user).toBe(restored);
  });

  it('no cached profile: the session stays unknown until the server answers', async () => {
    vi.stubGlobal('localStorage', storage({}));
    expect(restoreSession()).toEqual({ status: 'loading', user: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { authenticated: false })),
    );
    await refreshSession();
    expect(restoreSession()).toEqual({ status: 'anonymous', user: null });
  });

  it('after the server said anonymous, a stale cached profile does not sign the user back in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { authenticated: false })),
    );
    await refreshSession();
    vi.stubGlobal('localStorage', storage({ [PROFILE_STORAGE_KEY]: JSON.stringify(user) }));
    expect(restoreSession()).toEqual({ status: 'anonymous', user: null });
  });
});

describe('account calls', () => {
  it('changePassword POSTs to the route the server defines and returns its message', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, { success: true, message: 'Senha alterada com sucesso' }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await changePassword('antiga 1', 'nova 22')).toBe('Senha alterada com sucesso');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/me/password');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ currentPassword: 'antiga 1', newPassword: 'nova 22' });
  });
});
