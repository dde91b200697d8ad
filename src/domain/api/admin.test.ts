import { describe, expect, it } from 'vitest';
import { defaultFeatureFlags, evaluateFeatureFlags, rolloutBucket, withOverrides } from '../feature-flags';
import {
  ADMIN_REASON_LENGTH,
  adminMessages,
  setupRequestSchema,
  suspendStoreSchema,
  userRoleSchema,
} from './admin';

describe('admin rules', () => {
  it('a suspension or moderation reason is required, trimmed and bounded, in Portuguese', () => {
    const issue = (reason: unknown) => suspendStoreSchema.safeParse({ reason }).error?.issues[0]?.message;
    expect(issue(undefined)).toBe(adminMessages.reasonRequired);
    expect(issue('   ')).toBe(adminMessages.reasonRequired);
    expect(issue('ab')).toBe(adminMessages.reasonTooShort);
    expect(issue('x'.repeat(ADMIN_REASON_LENGTH.max + 1))).toBe(adminMessages.reasonTooLong);
    expect(suspendStoreSchema.parse({ reason: '  Fraude  ' })).toEqual({ reason: 'Fraude' });
  });

  it('setup needs the code and the registration rules of an account', () => {
    const bad = setupRequestSchema.safeParse({
      token: ' ',
      email: 'x',
      password: '1',
      firstName: '',
      lastName: '',
    });
    const fields = bad.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['token', 'email', 'password', 'firstName', 'lastName']));
    expect(bad.error?.issues.find((i) => i.path[0] === 'token')?.message).toBe(
      adminMessages.setupTokenRequired,
    );
    expect(userRoleSchema.safeParse({ role: 'root' }).success).toBe(false);
  });

  it('the seller notices name the object and the reason', () => {
    expect(adminMessages.moderationNotice('Queijo', 'Foto enganosa')).toBe(
      'O produto "Queijo" foi desativado pela moderação da Feira. Motivo: Foto enganosa',
    );
    expect(adminMessages.suspensionNotice('Banca', 'Fraude')).toContain('"Banca"');
  });

  it('evaluates every flag for one user with the domain rule', () => {
    expect(evaluateFeatureFlags(defaultFeatureFlags())).toMatchObject({
      'clean-architecture-products': true,
      'cache-metrics': false,
    });
    const user = 'ana';
    const flags = withOverrides({
      'cache-metrics': { enabled: true, rolloutPercentage: rolloutBucket(user) + 1 },
    });
    expect(evaluateFeatureFlags(flags, user)['cache-metrics']).toBe(true);
    expect(evaluateFeatureFlags(flags)['cache-metrics']).toBe(false);
  });
});
