import { describe, expect, it } from 'vitest';
import { INSTALL_BANNER, INSTALL_COOLDOWN_ALTERNATE } from './constants';
import {
  defaultFeatureFlags,
  FEATURE_FLAG_KEYS,
  fnv1a32,
  isFeatureEnabled,
  rolloutBucket,
  withOverrides,
} from './feature-flags';
import {
  canShowInstallPrompt,
  EMPTY_COOLDOWN_RECORD,
  isInstallBannerHidden,
  parseCooldownRecord,
  recordInstallPromptDismissed,
  recordInstallPromptShown,
} from './install-banner';
import { CACHE_CONFIGS, LruCache, type Timers } from './lru-cache';
import {
  isAuthClose,
  isServiceRestart,
  PROTOCOL_VERSION,
  parseClientMessage,
  parseServerMessage,
  reconnectDelay,
} from './realtime';

describe('feature flags', () => {
  it('11 flags off by default, products forced on, the invalidation service on (Feira)', () => {
    const flags = defaultFeatureFlags();
    expect(FEATURE_FLAG_KEYS).toHaveLength(11);
    expect(flags['clean-architecture-products']).toMatchObject({ enabled: true, rolloutPercentage: 100 });
    expect(FEATURE_FLAG_KEYS.filter((k) => flags[k].enabled)).toEqual([
      'clean-architecture-products',
      'cache-invalidation-service',
    ]);
    expect(isFeatureEnabled(flags, 'clean-architecture-products')).toBe(true);
    expect(isFeatureEnabled(flags, 'cache-metrics', 'admin')).toBe(false);
  });
  it('FNV-1a 32-bit, stable buckets', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(rolloutBucket('a')).toBe(0xe40c292c % 100);
  });
  it('rollout, admin/1 and whitelist', () => {
    const flags = withOverrides({
      'cache-metrics': { enabled: true, rolloutPercentage: 30, userWhitelist: ['77'] },
      'clean-architecture-products': { enabled: false },
    });
    expect(flags['clean-architecture-products'].enabled).toBe(true);
    expect(isFeatureEnabled(flags, 'cache-metrics', 'admin')).toBe(true);
    expect(isFeatureEnabled(flags, 'cache-metrics', 1)).toBe(true);
    expect(isFeatureEnabled(flags, 'cache-metrics', '77')).toBe(true);
    expect(isFeatureEnabled(flags, 'cache-metrics')).toBe(false);
    const users = Array.from({ length: 1000 }, (_, i) => `u${i}`);
    for (const u of users) expect(isFeatureEnabled(flags, 'cache-metrics', u)).toBe(rolloutBucket(u) < 30);
    const share = users.filter((u) => isFeatureEnabled(flags, 'cache-metrics', u)).length / users.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
  });
});

describe('LRU cache', () => {
  const setup = (max = 3) => {
    let t = 0;
    const cache = new LruCache<number>({ ttlMs: 100, maxEntries: max }, { now: () => t });
    return { cache, advance: (ms: number) => (t += ms) };
  };
  it('evicts the least recently used', () => {
    const { cache } = setup();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    expect([cache.has('a'), cache.has('b'), cache.size]).toEqual([true, false, 3]);
    cache.set('a', 9);
    expect(cache.get('a')).toBe(9);
  });
  it('expires by TTL and cleans up', () => {
    const { cache, advance } = setup();
    cache.set('a', 1);
    cache.set('b', 2, 500);
    advance(100);
    expect(cache.has('a')).toBe(false);
    expect(cache.cleanup()).toBe(1);
    expect(cache.get('a')).toBeUndefined();
    cache.set('c', 3);
    advance(100);
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.stats()).toEqual({ size: 1, hits: 1, misses: 2, hitRate: 1 / 3 });
  });
  it('invalidates by prefix and predicate, delete, clear', () => {
    const { cache } = setup(10);
    cache.set('store:1:list', 1);
    cache.set('store:1:p:2', 2);
    cache.set('store:2:list', 3);
    expect(cache.invalidatePrefix('store:1:')).toBe(2);
    expect(cache.invalidateWhere((_k, v) => v === 3)).toBe(1);
    cache.set('x', 1);
    expect(cache.delete('x')).toBe(true);
    cache.set('y', 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(new LruCache({ ttlMs: 1, maxEntries: 1 }).stats().hitRate).toBe(0);
  });
  it('starts and stops a 60 s cleanup with injected timers', () => {
    const calls: { fn: () => void; ms: number }[] = [];
    let cleared = 0;
    const timers: Timers = {
      setInterval: (fn, ms) => calls.push({ fn, ms }),
      clearInterval: () => void cleared++,
    };
    let t = 0;
    const cache = new LruCache<number>(CACHE_CONFIGS.search, { now: () => t, timers });
    cache.startCleanup();
    cache.startCleanup();
    expect(calls.map((c) => c.ms)).toEqual([60_000]);
    cache.set('a', 1);
    t = CACHE_CONFIGS.search.ttlMs;
    calls[0]?.fn();
    expect(cache.size).toBe(0);
    cache.stopCleanup();
    cache.stopCleanup();
    expect(cleared).toBe(1);
    expect(CACHE_CONFIGS).toEqual({
      products: { ttlMs: 300_000, maxEntries: 500 },
      highlights: { ttlMs: 600_000, maxEntries: 100 },
      search: { ttlMs: 180_000, maxEntries: 200 },
      main: { ttlMs: 300_000, maxEntries: 1000 },
    });
  });
  it('uses real timers by default', () => {
    const cache = new LruCache<number>(CACHE_CONFIGS.main);
    cache.startCleanup(1_000_000);
    cache.stopCleanup();
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
  });
});

describe('realtime protocol', () => {
  it('parses server messages', () => {
    // Version 2 added `resync`; the server still speaks 1 to pages loaded before the deploy.
    expect(PROTOCOL_VERSION).toBe(2);
    expect(parseServerMessage({ type: 'resync', data: { reason: 'events-missed' } })?.type).toBe('resync');
    const product = {
      type: 'product-updated',
      data: {
        productId: 5,
        productName: 'Pão',
        storeId: 1,
        category: 'comida',
        price: 2,
        isHighlighted: false,
        product: { id: 5 },
      },
    };
    expect(parseServerMessage(JSON.stringify(product))).toEqual({
      ...product,
      data: { ...product.data, productId: '5' },
    });
    expect(parseServerMessage({ type: 'data-changed', data: { entity: 'user-data' } })).toEqual({
      type: 'data-changed',
      data: { entity: 'user-data' },
    });
    expect(parseServerMessage({ type: 'store-deleted', data: { storeId: 3 } })?.type).toBe('store-deleted');
    expect(
      parseServerMessage({ type: 'reservation_update', data: { reservationId: 1, status: 'cancelled' } }),
    ).toMatchObject({ data: { reservationId: '1' } });
    expect(parseServerMessage({ type: 'pong' })).toEqual({ type: 'pong' });
    expect(parseServerMessage({ type: 'force-logout', data: { reason: 'x' } })?.type).toBe('force-logout');
    expect(parseServerMessage({ type: 'cache-invalidate', data: { prefix: 'store:1:' } })?.type).toBe(
      'cache-invalidate',
    );
    expect(
      parseServerMessage({ type: 'error', data: { code: 'PROTOCOL_VERSION_UNSUPPORTED', message: 'x' } })
        ?.type,
    ).toBe('error');
    expect(
      parseServerMessage({
        type: 'notification',
        data: { id: 1, type: 'highlight', title: 't', message: 'm', isRead: false, sentAt: 's' },
      })?.type,
    ).toBe('notification');
    expect(parseServerMessage('{not json')).toBeNull();
    expect(parseServerMessage({ type: 'unknown' })).toBeNull();
  });
  it('parses client messages', () => {
    expect(parseClientMessage('{"type":"ping"}')).toEqual({ type: 'ping' });
    expect(parseClientMessage({ type: 'subscribe', channels: ['store:1'] })).toEqual({
      type: 'subscribe',
      channels: ['store:1'],
    });
    expect(parseClientMessage({ type: 'unsubscribe', channels: [] })).toBeNull();
  });
  it('auth close and reconnect delay', () => {
    expect([isAuthClose(1008, ''), isAuthClose(1000, 'Invalid token'), isAuthClose(1006, '')]).toEqual([
      true,
      true,
      false,
    ]);
    // A replica restarting is never a session expiry, whatever its reason says.
    expect([isAuthClose(1012, 'Servidor reiniciando'), isAuthClose(1012, 'session restart')]).toEqual([
      false,
      false,
    ]);
    expect([isServiceRestart(1012), isServiceRestart(1001), isServiceRestart(1008)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([1, 2, 3, 4, 0].map((a) => reconnectDelay(a, () => 0.5))).toEqual([1500, 2500, 4500, null, null]);
  });
});

describe('install banner', () => {
  const DAY = 86_400_000;
  const t0 = Date.UTC(2025, 5, 1, 15);
  it('hidden when installed or dismissed within 3 days', () => {
    expect(isInstallBannerHidden({ installed: true, dismissedAt: null }, t0)).toBe(true);
    expect(isInstallBannerHidden({ installed: false, dismissedAt: t0 - 2 * DAY }, t0)).toBe(true);
    expect(isInstallBannerHidden({ installed: false, dismissedAt: t0 - 3 * DAY }, t0)).toBe(false);
    expect(isInstallBannerHidden({ installed: false, dismissedAt: null }, t0)).toBe(false);
  });
  it('cooldown reasons with the default config', () => {
    expect(canShowInstallPrompt(EMPTY_COOLDOWN_RECORD, 'home', t0)).toEqual({ allowed: true, reason: 'ok' });
    const shown = recordInstallPromptShown(EMPTY_COOLDOWN_RECORD, 'home', t0);
    expect(shown).toMatchObject({ showCount: 1, lastShowDate: '2025-06-01', lastShown: t0 });
    expect(canShowInstallPrompt(shown, 'home', t0 + 1000).reason).toBe('shown-recently');
    expect(canShowInstallPrompt(recordInstallPromptDismissed(shown, t0), 'x', t0 + 6 * DAY).reason).toBe(
      'dismissed-recently',
    );
    const twice = { ...recordInstallPromptShown(shown, 'cart', t0), lastShown: t0 - DAY };
    expect(twice.showCount).toBe(2);
    expect(canShowInstallPrompt(twice, 'other', t0 + 1000).reason).toBe('daily-limit');
    const alt = { ...shown, lastShown: t0 - 13 * 3_600_000 };
    expect(canShowInstallPrompt(alt, 'home', t0 + 3_600_000, INSTALL_COOLDOWN_ALTERNATE).reason).toBe(
      'same-context-recently',
    );
    expect(canShowInstallPrompt(alt, 'other', t0 + 3_600_000, INSTALL_COOLDOWN_ALTERNATE).allowed).toBe(true);
    expect(recordInstallPromptShown(shown, 'home', t0 + DAY).showCount).toBe(1);
  });
  it('keeps the last 10 contexts and survives corrupt storage', () => {
    let r = EMPTY_COOLDOWN_RECORD;
    for (let i = 0; i < 12; i++) r = recordInstallPromptShown(r, `c${i}`, t0 + i);
    expect(r.contextHistory.map((h) => h.context)).toEqual([
      'c2',
      'c3',
      'c4',
      'c5',
      'c6',
      'c7',
      'c8',
      'c9',
      'c10',
      'c11',
    ]);
    expect(parseCooldownRecord(JSON.stringify(r))).toEqual(r);
    expect(parseCooldownRecord(null)).toBe(EMPTY_COOLDOWN_RECORD);
    expect(parseCooldownRecord('{')).toBe(EMPTY_COOLDOWN_RECORD);
    expect(parseCooldownRecord('{"showCount":-1}')).toBe(EMPTY_COOLDOWN_RECORD);
    // Any field of the wrong kind reads as a fresh record, never as a half-valid one.
    const valid = { ...EMPTY_COOLDOWN_RECORD, showCount: 2, lastShown: 5 };
    expect(parseCooldownRecord(JSON.stringify(valid))).toEqual(valid);
    for (const broken of [
      { ...valid, showCount: 1.5 },
      { ...valid, lastShowDate: 7 },
      { ...valid, lastDismissed: '2026-11-24' },
      { ...valid, contextHistory: [{ context: 'home' }] },
      { ...valid, contextHistory: 'home' },
      {
        ...valid,
        contextHistory: Array.from({ length: INSTALL_BANNER.contextHistoryMax + 1 }, (_, i) => ({
          context: `c${i}`,
          timestamp: i,
        })),
      },
    ]) {
      expect(parseCooldownRecord(JSON.stringify(broken))).toBe(EMPTY_COOLDOWN_RECORD);
    }
    expect(parseCooldownRecord('null')).toBe(EMPTY_COOLDOWN_RECORD);
  });
});
