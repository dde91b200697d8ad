/**
 * Feature flags (spec 001 §3) as an admin setting: a change made through one server applies in another server
 * over the same database without a restart — on PostgreSQL a second pool and LISTEN connection, as a second
 * replica has; on PGlite a second app over the same embedded database (its in-process notifier).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { type Database, openDatabase } from '../../server/db/client';
import {
  defaultFeatureFlags,
  evaluatePublicFlags,
  type PublicFeatureFlags,
  rolloutBucket,
} from '../../src/domain/feature-flags';
import { sessionFor, type TestSession } from './helpers/sessions';
import { createTestApp, type TestApp, usingPostgres } from './helpers/test-app';

describe(`feature flags across servers (${usingPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  let secondDatabase: Database | undefined;
  let admin: TestSession;

  beforeAll(async () => {
    t = await createTestApp();
    secondDatabase = usingPostgres ? await openDatabase({ databaseUrl: t.config.DATABASE_URL }) : undefined;
    second = await buildApp({ config: t.config, database: secondDatabase ?? t.database, logger: false });
    await second.ready();
    admin = await sessionFor(t.database, 'admin');
  });
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
    await t?.close();
  });

  const flagsOf = async (app: typeof second, cookie?: string) =>
    (await app.inject({ method: 'GET', url: '/api/feature-flags', headers: cookie ? { cookie } : {} })).json()
      .flags as Record<string, boolean>;

  it('starts from the defaults: everything off but products and the invalidation service', async () => {
    const flags = await flagsOf(second);
    expect(flags['clean-architecture-products']).toBe(true);
    expect(flags['cache-metrics']).toBe(false);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
    });
    expect(settings.json().featureFlags).toEqual(defaultFeatureFlags());
  });

  it('a change through the first server is seen by the second one, evaluated per user', async () => {
    const shopper = await sessionFor(t.database, 'cliente');
    const inBucket = rolloutBucket(String(shopper.userId)) + 1;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/feature-flags/cache-metrics',
      headers: { cookie: admin.cookie },
      payload: {
        enabled: true,
        rolloutPercentage: inBucket,
        description: 'Métricas de cache',
        userWhitelist: [],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()['cache-metrics']).toMatchObject({ enabled: true, rolloutPercentage: inBucket });

    await expect.poll(async () => (await flagsOf(second, shopper.cookie))['cache-metrics']).toBe(true);
    // Anonymous callers only get flags at 100 %.
    expect((await flagsOf(second))['cache-metrics']).toBe(false);

    const audit = await second.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
    });
    expect(audit.json().audit[0]).toMatchObject({
      action: 'settings.flag',
      before: { key: 'cache-metrics', enabled: false },
      after: { key: 'cache-metrics', enabled: true },
    });

    // A kill switch works at once for everybody, in both servers.
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/feature-flags/cache-metrics',
      headers: { cookie: admin.cookie },
      payload: { enabled: false, rolloutPercentage: 100, description: 'Métricas de cache' },
    });
    await expect.poll(async () => (await flagsOf(second, shopper.cookie))['cache-metrics']).toBe(false);
  });

  it('gives the app what it needs to evaluate the flags itself, and whitelists without other users’ ids', async () => {
    const shopper = await sessionFor(t.database, 'cliente');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/feature-flags/enhanced-websocket-routing',
      headers: { cookie: admin.cookie },
      payload: {
        enabled: true,
        rolloutPercentage: 0,
        description: 'Roteamento aprimorado de mensagens WebSocket',
        userWhitelist: [String(shopper.userId), '999999'],
      },
    });
    expect(res.statusCode).toBe(200);
    const answerFor = async (cookie?: string) => {
      const answer = await second.inject({
        method: 'GET',
        url: '/api/feature-flags',
        headers: cookie ? { cookie } : {},
      });
      expect(answer.statusCode).toBe(200);
      return answer.json() as PublicFeatureFlags;
    };
    await expect
      .poll(async () => (await answerFor(shopper.cookie)).whitelisted)
      .toEqual(['enhanced-websocket-routing']);
    const answer = await answerFor(shopper.cookie);
    expect(answer.definitions['enhanced-websocket-routing']).toEqual({
      enabled: true,
      rolloutPercentage: 0,
      description: 'Roteamento aprimorado de mensagens WebSocket',
    });
    expect(JSON.stringify(answer)).not.toContain('999999');
    expect(evaluatePublicFlags(answer, shopper.userId, shopper.userId)).toEqual(answer.flags);
    expect(answer.flags['enhanced-websocket-routing']).toBe(true);
    expect((await answerFor()).whitelisted).toEqual([]);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/feature-flags/enhanced-websocket-routing',
      headers: { cookie: admin.cookie },
      payload: {
        enabled: false,
        rolloutPercentage: 0,
        description: 'Roteamento aprimorado de mensagens WebSocket',
      },
    });
  });

  it('refuses an invalid flag with a Portuguese message and keeps the stored one', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/feature-flags/cache-metrics',
      headers: { cookie: admin.cookie },
      payload: { enabled: true, rolloutPercentage: 150, description: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect((await flagsOf(second))['cache-metrics']).toBe(false);
  });
});
