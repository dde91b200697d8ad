/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: this replica can serve — database
 * reachable, every shipped migration recorded, LISTEN connection up, not draining). Liveness never fails on a
 * database outage: restarting every replica would not bring PostgreSQL back.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readySchema } from '../../src/domain/api/catalogue';
import { shippedMigrationCount } from '../db/client';
import { APP_VERSION } from '../version';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const shipped = shippedMigrationCount();
  // Migrations are never undone while the process runs: once seen applied, no need to count them again.
  let migrated = false;

  const databaseReachable = () =>
    app.database.db
      .execute(sql`select 1`)
      .then(() => true)
      .catch(() => false);

  const migrationsApplied = async () => {
    if (migrated) return true;
    const result = await app.database.db
      .execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)
      .catch(() => null);
    const applied = (result as unknown as { rows?: Array<{ applied: number }> } | null)?.rows?.[0]?.applied;
    migrated = applied !== undefined && applied >= shipped;
    return migrated;
  };

  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['sistema'], response: { 200: healthSchema } },
    },
    async () => {
      const reachable = await databaseReachable();
      return {
        status: reachable ? ('ok' as const) : ('degraded' as const),
        database: { reachable, kind: app.database.kind },
        version: APP_VERSION,
      };
    },
  );

  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: { tags: ['sistema'], response: { 200: readySchema, 503: readySchema } },
    },
    async (_request, reply) => {
      const database = !app.lifecycle.draining && (await databaseReachable());
      const checks = {
        database,
        migrations: database && (await migrationsApplied()),
        listening: app.database.listening(),
      };
      const ready = !app.lifecycle.draining && checks.database && checks.migrations && checks.listening;
      const status = app.lifecycle.draining ? 'draining' : ready ? 'ready' : 'not-ready';
      return reply
        .status(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status, checks, version: APP_VERSION });
    },
  );
};
