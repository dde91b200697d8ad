/**
 * The feature flags of spec 001 §3 as an installation setting: overrides live in app_settings
 * ('feature-flags') and are merged onto the domain's defaults by `withOverrides`; every process keeps the
 * merged flags in memory and reloads them when any process publishes `settings-changed` (LISTEN/NOTIFY on
 * PostgreSQL, in-process on PGlite), so a change applies everywhere without a restart.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  type FeatureFlag,
  type FeatureFlagKey,
  type FeatureFlags,
  featureFlagOverridesSchema,
  withOverrides,
} from '../../../src/domain/feature-flags';
import type { SessionUser } from '../../auth/sessions';
import type { Database, Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import { publishEvent } from '../../realtime/events';
import { recordAudit } from './audit';

const SETTING_KEY = 'feature-flags';

declare module 'fastify' {
  interface FastifyInstance {
    featureFlags: { current(): FeatureFlags };
  }
}

export async function loadFeatureFlags(db: Db): Promise<FeatureFlags> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  const parsed = featureFlagOverridesSchema.safeParse(row?.value ?? {});
  // A stored value this release cannot read (written by a newer one) falls back to the defaults.
  return withOverrides(parsed.success ? parsed.data : {});
}

export async function saveFeatureFlag(
  database: Database,
  actor: SessionUser,
  key: FeatureFlagKey,
  flag: FeatureFlag,
): Promise<FeatureFlags> {
  await database.db.transaction(async (tx) => {
    await tx.insert(appSettings).values({ key: SETTING_KEY, value: {} }).onConflictDoNothing();
    const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY)).for('update');
    const parsed = featureFlagOverridesSchema.safeParse(row?.value ?? {});
    const overrides = parsed.success ? parsed.data : {};
    const before = withOverrides(overrides)[key];
    const next = { ...overrides, [key]: flag };
    await tx
      .update(appSettings)
      .set({ value: next, updatedAt: sql`now()` })
      .where(eq(appSettings.key, SETTING_KEY));
    await recordAudit(tx, actor, {
      action: 'settings.flag',
      objectType: 'settings',
      objectId: SETTING_KEY,
      before: { key, ...before },
      after: { key, ...withOverrides(next)[key] },
    });
  });
  await publishEvent(database, { type: 'settings-changed', key: 'feature-flags' });
  return loadFeatureFlags(database.db);
}

export const featureFlagsPlugin = fp(
  async (app: FastifyInstance) => {
    let flags = withOverrides({});
    const reload = async () => {
      flags = await loadFeatureFlags(app.database.db);
    };
    app.decorate('featureFlags', { current: () => flags });
    app.addHook('onReady', reload);
    app.realtime.onEvent(async (event) => {
      if (event.type === 'settings-changed') await reload();
    });
    // A settings-changed published while this process was not listening was missed: read the flags again.
    const stopReloading = app.database.onListenRestored(() => {
      reload().catch((error: unknown) => app.log.warn({ err: error }, 'feature flags not reloaded'));
    });
    app.addHook('onClose', async () => stopReloading());
  },
  { name: 'feira-feature-flags', dependencies: ['feira-realtime'] },
);
