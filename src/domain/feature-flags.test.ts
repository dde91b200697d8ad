import { describe, expect, it } from 'vitest';
import {
  defaultFeatureFlags,
  evaluatePublicFlags,
  FEATURE_FLAG_KEYS,
  isFeatureEnabled,
  publicFeatureFlags,
  rolloutBucket,
  withOverrides,
} from './feature-flags';

/** Spec 001 §6's rule, on the examples it names: admin and 1, the whitelist, the hash into 0–99. */
describe('feature flag rule (spec 001 §6) on the client', () => {
  const flags = withOverrides({
    'enhanced-websocket-routing': { enabled: true, rolloutPercentage: 40, userWhitelist: ['77'] },
    'cache-metrics': { enabled: false, rolloutPercentage: 100, userWhitelist: ['77'] },
  });

  it('users admin and 1 always have an enabled flag, whatever the rollout', () => {
    const rule = withOverrides({ 'enhanced-websocket-routing': { enabled: true, rolloutPercentage: 0 } });
    expect(isFeatureEnabled(rule, 'enhanced-websocket-routing', 'admin')).toBe(true);
    expect(isFeatureEnabled(rule, 'enhanced-websocket-routing', 1)).toBe(true);
    expect(isFeatureEnabled(rule, 'enhanced-websocket-routing', '2')).toBe(false);
  });

  it('a whitelisted user has it; others fall in the rollout by the hash of their id into 0–99', () => {
    expect(isFeatureEnabled(flags, 'enhanced-websocket-routing', '77')).toBe(true);
    for (const id of ['2', '3', '10', '123', '4567', 'abc']) {
      const bucket = rolloutBucket(id);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(isFeatureEnabled(flags, 'enhanced-websocket-routing', id)).toBe(bucket < 40);
    }
  });

  it('a disabled flag is off for everybody, admin and the whitelist included (Feira’s kill switch)', () => {
    for (const id of ['admin', '1', '77', undefined])
      expect(isFeatureEnabled(flags, 'cache-metrics', id)).toBe(false);
  });

  it('the client evaluates the public answer exactly as the server does, without seeing the whitelist', () => {
    for (const id of ['77', '2', '3', '10', '1', 'admin']) {
      const answer = publicFeatureFlags(flags, id);
      expect(JSON.stringify(answer)).not.toContain('userWhitelist');
      expect(evaluatePublicFlags(answer, id, id)).toEqual(answer.flags);
    }
    const answer77 = publicFeatureFlags(flags, '77');
    expect(answer77.whitelisted).toEqual(['enhanced-websocket-routing', 'cache-metrics']);
    // Another user signed in on this device since: the whitelist entry was not theirs.
    const other = evaluatePublicFlags(answer77, '2', '77');
    expect(other['enhanced-websocket-routing']).toBe(rolloutBucket('2') < 40);
    // Anonymous: only a 100 % rollout counts; products is forced on, the invalidation service starts on.
    const anonymous = evaluatePublicFlags(publicFeatureFlags(defaultFeatureFlags()), null, null);
    expect(FEATURE_FLAG_KEYS.filter((k) => anonymous[k])).toEqual([
      'clean-architecture-products',
      'cache-invalidation-service',
    ]);
  });
});
