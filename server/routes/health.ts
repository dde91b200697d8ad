/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: this replica can serve — database
 * reachable, every shipped migration recorded, LISTEN connection up, not draining). Liveness never fails on a
 * database outage: restarting every replica would not bring PostgreSQL back. Neither waits on a database that
 * stopped answering: one probe at a time, and an answer after PROBE_DEADLINE_MS either way.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, readySchema } from '../../src/domain/api/catalogue';
import { shippedMigrationCount } from '../db/client';
import { APP_VERSION } from '../version';

/**
 * How long a health or readiness check waits for the database. An orchestrator's probe times out after a
 * second or a few; a liveness probe that timed out would get the replica restarted for PostgreSQL's fault.
 */
const PROBE_DEADLINE_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const shipped = shippedMigrationCount();
  // Migrations are never undone while the process runs: once seen applied, no need to count them again.
  let migrated = false;
  // The probe in flight, shared by every check that arrives meanwhile: a silent database holds at most one
  // pooled connection for the checks, however often they come.
  let probe: Promise<boolean> | null = null;

  const databaseReachable = (): Promise<boolean> => {
    probe ??= app.database.db
      .execute(sql`select 1`)
      .then(
        () => true,
        () => false,
      )
      .finally(() => {
        probe = null;
      });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), PROBE_DEADLINE_MS);
    });
    return Promise.race([probe, deadline]).finally(() => clearTimeout(timer));
  };

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
      config: { access: 'public', sessionless: true },
      schema: {
        operationId: 'getHealth',
        summary: 'Verifica se o processo está no ar (liveness)',
        tags: ['sistema'],
        response: { 200: healthSchema },
      },
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
      config: { access: 'public', sessionless: true },
      schema: {
        operationId: 'getReadiness',
        summary: 'Verifica se o servidor está pronto para atender (banco de dados acessível)',
        tags: ['sistema'],
        response: { 200: readySchema, 503: readySchema },
      },
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
