import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultFeatureFlags, publicFeatureFlags, withOverrides } from '../domain/feature-flags';
import { dropCachedReads, isFlagOn, pullFeatureFlags } from './feature-flags';
import { createQueryCache } from './query-cache';

const answering = (body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );

/** The device pulls flags answered with websocket-cache-events at this rollout. */
async function pullWithCacheEvents(rolloutPercentage: number) {
  vi.stubGlobal(
    'fetch',
    answering(
      publicFeatureFlags(withOverrides({ 'websocket-cache-events': { enabled: true, rolloutPercentage } })),
    ),
  );
  await pullFeatureFlags();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('flags on the device (spec 001 §3, §6)', () => {
  it('before any answer every flag is off; an answer is evaluated with the domain rule', async () => {
    expect(isFlagOn('websocket-cache-events')).toBe(false);
    await pullWithCacheEvents(100);
    expect(isFlagOn('websocket-cache-events')).toBe(true);
    // Nobody signed in: a flag below 100 % is off.
    await pullWithCacheEvents(99);
    expect(isFlagOn('websocket-cache-events')).toBe(false);
  });

  it('websocket-cache-events: a cache event drops the cached reads it names only while the flag is on', async () => {
    const cache = createQueryCache();
    const fill = async () => {
      for (const key of ['/api/stores/3', '/api/billing/plans'])
        await cache.read(key, Number.POSITIVE_INFINITY, async () => key);
    };
    await fill();
    vi.stubGlobal('fetch', answering(publicFeatureFlags(defaultFeatureFlags())));
    await pullFeatureFlags();
    expect(dropCachedReads(['/api/stores'], cache)).toBe(0);
    expect(cache.has('/api/stores/3')).toBe(true);
    await pullWithCacheEvents(100);
    expect(dropCachedReads(['/api/stores'], cache)).toBe(1);
    expect(cache.has('/api/stores/3')).toBe(false);
    expect(cache.has('/api/billing/plans')).toBe(true);
    cache.clear();
  });
});
