import { describe, expect, it, vi } from 'vitest';
import { CACHE_GC_MS, STALE_TIME_MS } from '../domain/constants';
import { createQueryCache } from './query-cache';

function clock() {
  let time = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  return {
    now: () => time,
    setTimer: (run: () => void, ms: number) => {
      const id = next++;
      timers.set(id, { at: time + ms, run });
      return id as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimer: (id: ReturnType<typeof setTimeout>) => {
      timers.delete(id as unknown as number);
    },
    advance(ms: number) {
      time += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= time) {
          timers.delete(id);
          timer.run();
        }
      }
    },
  };
}

describe('queryCache (spec 000 §9 staleness and garbage collection)', () => {
  it('answers a config read from memory for 15 minutes, then asks again', async () => {
    const c = clock();
    const cache = createQueryCache({ ...c, gcMs: Number.POSITIVE_INFINITY });
    const load = vi.fn(async () => ({ mode: 'test' }));
    await cache.read('config', STALE_TIME_MS.config, load);
    c.advance(STALE_TIME_MS.config - 1);
    await cache.read('config', STALE_TIME_MS.config, load);
    expect(load).toHaveBeenCalledTimes(1);
    c.advance(1);
    await cache.read('config', STALE_TIME_MS.config, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps plans for 15 minutes like the config', async () => {
    expect(STALE_TIME_MS.plans).toBe(15 * 60_000);
    const c = clock();
    const cache = createQueryCache({ ...c, gcMs: Number.POSITIVE_INFINITY });
    const load = vi.fn(async () => ['gratis']);
    await cache.read('plans', STALE_TIME_MS.plans, load);
    c.advance(14 * 60_000);
    await cache.read('plans', STALE_TIME_MS.plans, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops an answer nobody read for 10 minutes (CACHE_GC_MS), even one still fresh', async () => {
    expect(CACHE_GC_MS).toBe(10 * 60_000);
    const c = clock();
    const cache = createQueryCache(c);
    const load = vi.fn(async () => 1);
    await cache.read('config', STALE_TIME_MS.config, load);
    c.advance(CACHE_GC_MS - 1);
    expect(cache.has('config')).toBe(true);
    // Read again: the garbage-collection clock starts over.
    await cache.read('config', STALE_TIME_MS.config, load);
    c.advance(CACHE_GC_MS - 1);
    expect(cache.has('config')).toBe(true);
    c.advance(1);
    expect(cache.has('config')).toBe(false);
    await cache.read('config', STALE_TIME_MS.config, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one request between concurrent reads and keeps no failure', async () => {
    const cache = createQueryCache(clock());
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return 'ok';
    });
    const both = [cache.read('k', 1000, load), cache.read('k', 1000, load)];
    await expect(Promise.all(both)).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
    fail = false;
    await expect(cache.read('k', 1000, load)).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops the answers of the paths a cache event names, and only those', async () => {
    const cache = createQueryCache(clock());
    const load = vi.fn(async () => 'answer');
    for (const key of [
      '/api/billing/plans',
      '/api/stores/3',
      '/api/stores?near=1',
      '/api/storesx',
      '/api/banners',
    ])
      await cache.read(key, STALE_TIME_MS.config, load);
    expect(cache.invalidate(['/api/stores', 'banners'])).toBe(3);
    expect(cache.has('/api/stores/3')).toBe(false);
    expect(cache.has('/api/stores?near=1')).toBe(false);
    expect(cache.has('/api/banners')).toBe(false);
    expect(cache.has('/api/storesx')).toBe(true);
    expect(cache.has('/api/billing/plans')).toBe(true);
    // Dropped: the next read asks the server, though it was fresh.
    await cache.read('/api/stores/3', STALE_TIME_MS.config, load);
    expect(load).toHaveBeenCalledTimes(6);
    expect(cache.invalidate(['/api'])).toBe(3);
  });
});
