import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from './account';
import { db } from './db';
import { refusedWriteRow } from './mutations/test-rows';
import { clearPersonalData, clearSignedOutUser, TABLE_CLASSES } from './private-data';
import {
  getSession,
  logout,
  PROFILE_STORAGE_KEY,
  refreshSession,
  resetSessionForTests,
  restoreSession,
} from './session';
import { countUnsentWrites, queueSignOut, SIGN_OUT_KIND } from './sign-out-queue';
import { jsonResponse, offline } from './test-responses';

const user = { id: 7, firstName: 'Ana', lastName: 'Silva', email: 'a@b.c', role: 'shopper' };

/** A row any table accepts: its primary key, plus the owner field the user-scoped tables index. */
function rowFor(table: string, key: number | string, userId: number): Record<string, unknown> {
  const keyPath = db.table(table).schema.primKey.keyPath as string;
  return { [keyPath]: key, userId, kind: 'wishlist.add', state: 'pending', seq: 1, createdAt: 1 };
}

let storage: Map<string, string>;
beforeEach(async () => {
  resetSessionForTests();
  await Promise.all(db.tables.map((t) => t.clear()));
  storage = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => storage.set(k, v),
    removeItem: (k: string) => storage.delete(k),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});
afterAll(async () => {
  await import('./mutations');
});

describe('what sign-out clears', () => {
  it('classifies every table of the local database (a new table must say whether it is private)', () => {
    const names = db.tables.map((t) => t.name).sort();
    expect(Object.keys(TABLE_CLASSES).sort()).toEqual(names);
  });

  it("leaves nothing of the user in a private table, keeps the public catalogue and another account's queue", async () => {
    for (const table of db.tables) {
      if (table.name === 'syncState') {
        await table.bulkPut([
          { collection: 'wishlist', fetchedAt: 1 },
          { collection: 'stores', fetchedAt: 1 },
        ]);
        continue;
      }
      await table.put(rowFor(table.name, 1, 7));
    }
    // Another account's parked write and its photo: theirs, not the signed-out user's.
    await db.pendingMutations.put(rowFor('pendingMutations', 'other', 8) as never);
    await db.localPhotos.put(rowFor('localPhotos', 'other', 8) as never);

    await clearSignedOutUser(7);

    for (const table of db.tables) {
      const kind = TABLE_CLASSES[table.name as keyof typeof TABLE_CLASSES];
      const rows = (await table.toArray()) as Array<{ userId?: number; collection?: string }>;
      if (kind === 'public') expect(rows, table.name).toHaveLength(1);
      if (kind === 'personal') expect(rows, table.name).toEqual([]);
      if (kind === 'unsent')
        expect(
          rows.filter((r) => r.userId === 7),
          table.name,
        ).toEqual([]);
      if (kind === 'device') expect(rows.map((r) => r.collection)).toEqual(['stores']);
    }
    expect(await db.pendingMutations.count()).toBe(1);
    expect(await db.localPhotos.count()).toBe(1);
  });
});

describe("a seller's refused writes", () => {
  const refused = (id: string, userId: number) => refusedWriteRow({ id, userId });

  it('stay parked for their owner when a session ends without a sign-out (expiry, another account)', async () => {
    await db.refusedWrites.bulkPut([refused('r7', 7), refused('r8', 8)]);
    await clearPersonalData();
    expect((await db.refusedWrites.toArray()).map((r) => r.id).sort()).toEqual(['r7', 'r8']);
  });

  it("are discarded at their owner's sign-out, with the values sent; another account's stay theirs", async () => {
    await db.refusedWrites.bulkPut([refused('r7', 7), refused('r8', 8)]);
    await clearSignedOutUser(7);
    expect(await db.refusedWrites.toArray()).toEqual([refused('r8', 8)]);
  });
});

describe('signing out this device', () => {
  const signIn = async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { user })),
    );
    await login('a@b.c', 'x');
    expect(storage.has(PROFILE_STORAGE_KEY)).toBe(true);
  };

  it('online: the unsent writes are discarded, the sign-out is sent with an Idempotency-Key and leaves the queue', async () => {
    await signIn();
    await db.pendingMutations.put(rowFor('pendingMutations', 'w1', 7) as never);
    expect(await countUnsentWrites(7)).toBe(1);
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(200, { success: true, message: 'ok' }),
    );
    vi.stubGlobal('fetch', fetch);
    await logout();
    const call = fetch.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect(new Headers(call?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[\da-f-]{36}$/);
    expect(await db.pendingMutations.count()).toBe(0);
    expect(await db.me.count()).toBe(0);
    expect(storage.has(PROFILE_STORAGE_KEY)).toBe(false);
  });

  it("takes the user's photo out of the worker's caches, and nothing else", async () => {
    const photo = '/uploads/avatars/7.webp';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { user: { ...user, avatarUrl: photo } })),
    );
    await login('a@b.c', 'x');
    // Cache Storage as the worker's runtime caching leaves it: named caches of absolute URLs.
    const stored = new Map([
      [
        'feira-images-v1',
        new Set(['http://localhost/uploads/avatars/7.webp', 'http://localhost/demo/queijo.webp']),
      ],
      ['other', new Set(['http://localhost/uploads/avatars/7.webp'])],
    ]);
    vi.stubGlobal('caches', {
      keys: async () => [...stored.keys()],
      open: async (name: string) => ({
        delete: async (url: string) => stored.get(name)?.delete(url) ?? false,
      }),
    });
    vi.stubGlobal('fetch', vi.fn(offline));
    await logout();
    expect(stored).toEqual(
      new Map([
        ['feira-images-v1', new Set(['http://localhost/demo/queijo.webp'])],
        ['other', new Set()],
      ]),
    );
  });

  it('offline: nothing signs the user back in, and the queued sign-out goes first once the server answers', async () => {
    storage.set('authToken', 'left by an older release');
    await signIn();
    vi.stubGlobal('fetch', vi.fn(offline));
    await logout();
    expect(storage.has('authToken')).toBe(false);
    const queued = await db.pendingMutations.toArray();
    expect(queued).toMatchObject([
      { kind: SIGN_OUT_KIND, userId: 7, url: '/api/auth/logout', state: 'pending' },
    ]);
    expect(await countUnsentWrites(7)).toBe(0);

    // The next start on this device: no cached profile to restore, and while the server cannot be reached
    // the cookie's session (still alive there) is not trusted.
    resetSessionForTests();
    expect(restoreSession()).toEqual({ status: 'loading', user: null });
    const order: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        order.push(url);
        if (url === '/api/auth/status') return jsonResponse(200, { authenticated: true, user });
        expect(new Headers(init?.headers).get('Idempotency-Key')).toBe(queued[0]?.id);
        return jsonResponse(503, { message: 'fora do ar' });
      }),
    );
    await refreshSession();
    expect(order).toEqual(['/api/auth/logout']);
    expect(getSession()).toMatchObject({ status: 'anonymous', user: null });

    // Back: the sign-out is sent before the session is asked about, and the server then says nobody.
    order.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        order.push(url);
        return url === '/api/auth/status'
          ? jsonResponse(200, { authenticated: false })
          : jsonResponse(200, { success: true, message: 'ok' });
      }),
    );
    await refreshSession();
    expect(order).toEqual(['/api/auth/logout', '/api/auth/status']);
    expect(await db.pendingMutations.count()).toBe(0);
    expect(getSession()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('an app closed right after "Sair": the sign-out was queued first, and the next start finishes it', async () => {
    await signIn();
    await db.pendingMutations.put(rowFor('pendingMutations', 'w1', 7) as never);
    // The tap on "Sair" queued the sign-out, then the app was closed before the device was cleared.
    await queueSignOut(7);
    resetSessionForTests();
    expect(restoreSession()).toMatchObject({ status: 'authenticated', user: { id: 7 } });

    vi.stubGlobal('fetch', vi.fn(offline));
    await refreshSession();
    expect(getSession()).toMatchObject({ status: 'anonymous', user: null });
    expect(storage.has(PROFILE_STORAGE_KEY)).toBe(false);
    expect(await db.me.count()).toBe(0);
    // The unsent write went with the sign-out; the sign-out itself waits for the server.
    expect(await db.pendingMutations.toArray()).toMatchObject([{ kind: SIGN_OUT_KIND, userId: 7 }]);
  });

  it('an app closed while the device was being cleared: the next start clears what is left of the user', async () => {
    await signIn();
    await queueSignOut(7);
    // The profile was already forgotten when the app closed; the user's photo was not yet.
    storage.delete(PROFILE_STORAGE_KEY);
    await db.localPhotos.put(rowFor('localPhotos', 'foto', 7) as never);
    resetSessionForTests();
    expect(restoreSession()).toEqual({ status: 'loading', user: null });

    vi.stubGlobal('fetch', vi.fn(offline));
    await refreshSession();
    expect(getSession()).toMatchObject({ status: 'anonymous', user: null });
    expect(await db.localPhotos.count()).toBe(0);
    expect(await db.me.count()).toBe(0);
    expect(await db.pendingMutations.toArray()).toMatchObject([{ kind: SIGN_OUT_KIND, userId: 7 }]);
  });

  it('a sign-in after an offline sign-out drops the queued one: that sign-in ended the old session', async () => {
    await signIn();
    vi.stubGlobal('fetch', vi.fn(offline));
    await logout();
    expect(await db.pendingMutations.count()).toBe(1);
    await signIn();
    expect(await db.pendingMutations.filter((r) => r.kind === SIGN_OUT_KIND).count()).toBe(0);
  });
});
