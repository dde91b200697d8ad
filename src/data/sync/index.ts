/**
 * The sync engine: pulls per collection on the schedule of policy.ts (start, `online`, visibility, a ticker
 * that pauses while hidden), runs the realtime socket, and keeps the mutation pump going while anything is
 * pending. `startSync()` is called once from src/app/boot.tsx (through startApp).
 */
import { connectivity, isOnline } from '../connectivity';
import { db } from '../db';
import { ApiError } from '../http';
import { prefetchMoment } from '../prefetch';
import { askWorkerToReplay, isControlledByWorker, onWorkerMessage } from '../service-worker';
import { expireSession, getSession, refreshProfile, refreshSession, subscribeSession } from '../session';
import { sendSignOuts } from '../sign-out-queue';
import {
  syncBanners,
  syncCategories,
  syncFlashCount,
  syncHighlights,
  syncProductsPage,
  syncPromotions,
  syncPublicCoupons,
  syncStores,
} from './catalogue';
import { connectionOpened } from './connections';
import { type Collection, dueCollections, isStale, POLICIES, type Trigger } from './policy';
import type { RealtimeClient } from './realtime';

export {
  syncProduct,
  syncProductsPage,
  syncStore,
  syncStoreCoupons,
} from './catalogue';
export type { Collection } from './policy';

const TICK_MS = 5000;

const userCollections = () => import('./user-collections');

const pulls: Record<Collection, (retries: number) => Promise<unknown>> = {
  catalogue: () => syncProductsPage(),
  categories: () => syncCategories(),
  highlights: () => syncHighlights(),
  banners: () => syncBanners(),
  promotions: () => syncPromotions(),
  flashCount: () => syncFlashCount(),
  stores: () => syncStores(),
  coupons: () => syncPublicCoupons(),
  me: () => refreshProfile(),
  // The user's own collections load their module on first use: an anonymous first visit never needs it.
  wishlist: (retries) => userCollections().then((m) => m.pullWishlist(retries)),
  reservations: (retries) => userCollections().then((m) => m.pullReservations(retries)),
  favoriteStores: (retries) => userCollections().then((m) => m.pullFavoriteStores(retries)),
  notifications: (retries) => userCollections().then((m) => m.pullNotifications(retries)),
  redemptionCodes: (retries) => userCollections().then((m) => m.pullRedemptionCodes(retries)),
  redemptions: (retries) => userCollections().then((m) => m.pullShopperRedemptions(retries)),
  sellerCatalogue: (retries) => import('./seller').then((m) => m.pullSellerCatalogue(retries)),
  sellerRecords: (retries) => import('./seller').then((m) => m.pullSellerRecords(retries)),
  // Pulled after the first screen (policy: not before the prefetch moment).
  featureFlags: () => import('../feature-flags').then((m) => m.pullFeatureFlags()),
};

const fetchedAt: Partial<Record<Collection, number>> = {};
let prefetched = false;
const inFlight = new Map<Collection, Promise<void>>();

/**
 * Pulls one collection now (deduplicated while one is running). A 401 re-checks the session. `after` asks for
 * an answer read after this call: a pull already running may have read the server before it, so one follows.
 */
export function refresh(collection: Collection, after = false): Promise<void> {
  const running = inFlight.get(collection);
  if (running && after) return running.catch(() => undefined).then(() => refresh(collection));
  if (running) return running;
  const task = (async () => {
    try {
      // False: every answer was overtaken by a settling write and nothing was written, so it is still due.
      if ((await pulls[collection](POLICIES[collection].retries)) !== false)
        fetchedAt[collection] = Date.now();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) void refreshSession();
      throw error;
    } finally {
      inFlight.delete(collection);
    }
  })();
  inFlight.set(collection, task);
  return task;
}

function isVisible(): boolean {
  return globalThis.document?.visibilityState !== 'hidden';
}

function run(trigger: Trigger): void {
  const { user } = getSession();
  const due = dueCollections(trigger, {
    now: Date.now(),
    fetchedAt,
    signedIn: user !== null,
    seller: user?.isSeller === true,
    visible: isVisible(),
    online: isOnline(),
    // Per-store routing (flag enhanced-websocket-routing) pushes only the watched stores: poll the rest.
    live: realtime?.status === 'connected' && !perStoreRouting,
    prefetched,
  });
  for (const collection of due) void refresh(collection, trigger === 'connected').catch(() => undefined);
}

/**
 * The socket is open: a change made while no socket listened (before the first one opened, during a drop) was
 * never pushed, so everything it keeps current is read again, and the open page re-reads its own data.
 */
function caughtUp(): void {
  run('connected');
  connectionOpened();
}

/** Keeps queued writes moving: the worker's `sync` backs off for minutes and Safari/Firefox have none. */
async function kickQueue(): Promise<void> {
  if (!isOnline()) return;
  // The mutation handlers load only when there is something to deliver: most first visits have nothing.
  if ((await db.pendingMutations.count()) === 0) return;
  // A sign-out made offline goes first: the server ends that session, its sockets and this device's push.
  await sendSignOuts();
  const { applyOutcomes, pumpMutations } = await loadMutations();
  await applyOutcomes();
  const pending = await db.pendingMutations.count();
  if (pending === 0) return;
  if (isControlledByWorker()) askWorkerToReplay();
  await pumpMutations();
}

const loadMutations = () => import('../mutations');

/**
 * A signed-in user can write at any tap: the mutation layer (its handlers and schemas) loads once the page is
 * idle, so a write queued just before the tab is closed is already in IndexedDB. An anonymous visit (a tap
 * sends them to sign in) loads it only on first use; the public pages hydrate without it.
 */
let mutationsWarm = false;
function warmMutations(): void {
  if (mutationsWarm) return;
  mutationsWarm = true;
  const load = () =>
    void loadMutations().catch(() => {
      mutationsWarm = false;
    });
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 0);
}

let realtime: RealtimeClient | null = null;
let realtimeLoading: Promise<RealtimeClient> | null = null;
/** Flag `enhanced-websocket-routing` for the signed-in user, read when the socket client loads. */
let perStoreRouting = false;
/** Channels the open pages watch, with how many watchers each (a store page and its product page). */
const pageChannels = new Map<string, number>();

/**
 * An open page needs the live events of `channel` (`store:12`): the socket subscribes to it, and when the
 * last page that needed it goes away it sends `unsubscribe` (spec 000 §7). Returns the release.
 */
export function watchChannel(channel: string): () => void {
  const watchers = pageChannels.get(channel) ?? 0;
  pageChannels.set(channel, watchers + 1);
  if (watchers === 0) realtime?.watch(channel);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (pageChannels.get(channel) ?? 1) - 1;
    if (left > 0) pageChannels.set(channel, left);
    else {
      pageChannels.delete(channel);
      realtime?.unwatch(channel);
    }
  };
}

/** The socket client is loaded for signed-in users only, after the first render: it is not on the first route's path. */
function ensureRealtime(): Promise<RealtimeClient> {
  realtimeLoading ??= Promise.all([import('./realtime'), import('../feature-flags')]).then(
    ([{ RealtimeClient }, flags]) => {
      const client = new RealtimeClient({
        refresh: (collections) => {
          for (const c of collections) void refresh(c).catch(() => undefined);
        },
        connected: caughtUp,
        // force-logout (password changed or reset on another device): the session is already over on the
        // server, so this device says why ('Sessão Expirada') instead of signing out silently.
        logout: () => void expireSession(),
        expire: () => void expireSession(),
        signedIn: () => getSession().user !== null,
        perStoreRouting: () => perStoreRouting,
        // Flag websocket-cache-events for the signed-in user: the server's cache events drop cached reads.
        dropQueries: (keys) => void flags.dropCachedReads(keys),
      });
      const route = () => {
        perStoreRouting = flags.isFlagOn('enhanced-websocket-routing');
        client.applyRouting();
      };
      route();
      flags.subscribeFlags(route);
      subscribeSession(route);
      for (const channel of pageChannels.keys()) client.watch(channel);
      realtime = client;
      return client;
    },
  );
  return realtimeLoading;
}
let started = false;

/** Pulls a collection when it is older than `staleMs` (a screen's own staleness, e.g. nearby stores' 1 min). */
export function refreshIfStale(collection: Collection, staleMs: number): Promise<void> {
  if (!isStale(fetchedAt[collection], Date.now(), staleMs)) return Promise.resolve();
  return refresh(collection);
}

export function startSync(): void {
  if (started) return;
  started = true;
  let lastUser: number | null | undefined;
  subscribeSession(() => {
    const userId = getSession().user?.id ?? null;
    if (userId === lastUser) return;
    lastUser = userId;
    for (const key of Object.keys(fetchedAt)) delete fetchedAt[key as Collection];
    if (userId === null) realtime?.stop();
    else {
      warmMutations();
      void ensureRealtime().then((client) => client.start());
      run('start');
      void kickQueue();
    }
  });

  onWorkerMessage((message) => {
    if (message.type === 'feira:mutation-outcome') void loadMutations().then((m) => m.applyOutcomes());
    if (message.type === 'feira:mutation-waiting')
      void loadMutations().then((m) => m.tellWaiting(message.message));
    if (message.type === 'feira:auth-required') void refreshSession();
  });

  run('start');
  // The background prefetches at spec 000 §9's moment, whether or not a socket is open: with one, no tick
  // polls the public collections, so the flash count and the flags would wait for a return to the tab. The
  // moment is often the tap on 'Atualizar'; requests wait while an accepted update takes over
  // (service-worker.ts, `acceptUpdate`).
  void prefetchMoment().then(() => {
    prefetched = true;
    run('prefetch');
  });
  void kickQueue();
  if (getSession().user) {
    warmMutations();
    void ensureRealtime().then((client) => client.start());
  }
  // Back online means the server answered again (connectivity.ts), not the browser's `online` event.
  let wasOnline = isOnline();
  connectivity.subscribe((online) => {
    if (online === wasOnline) return;
    wasOnline = online;
    if (!online) return;
    run('online');
    realtime?.revive();
    void kickQueue();
  });
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (!isVisible()) return;
    if (!isOnline()) void connectivity.probe();
    run('visible');
    realtime?.revive();
    void kickQueue();
  });
  setInterval(() => {
    run('tick');
    void kickQueue();
  }, TICK_MS);
}
