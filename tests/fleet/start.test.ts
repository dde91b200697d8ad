/**
 * Replicas started at the same moment on one fresh PostgreSQL (what `docker compose up` with three replicas does):
 * every one becomes ready, the demo data is seeded exactly once, and traffic spread over them sees the same
 * catalogue. `npm run migrate` run twice at once on another fresh database also succeeds (the deploy step).
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY, openDatabase } from '../../server/db/client';
import { countRows } from '../../server/db/seed';
import { createPostgresDatabase } from '../api/helpers/test-app';
import { until } from '../api/helpers/until';
import {
  adminUrl,
  FLEET_TEST_TIMEOUT_MS,
  request,
  runMigrate,
  startReplica,
  stopAll,
  waitReady,
} from './helpers/fleet';

const SEEDED_NOW = 'dados de demonstração criados agora';
const drops: Array<() => Promise<void>> = [];

async function freshDatabase() {
  const database = await createPostgresDatabase(adminUrl());
  drops.push(database.drop);
  return database.url;
}

async function rowCounts(url: string) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    return await countRows(database.db);
  } finally {
    await database.close();
  }
}

afterAll(async () => {
  await stopAll();
  for (const drop of drops) await drop();
});

describe('a fleet started at once on one PostgreSQL', () => {
  it(
    'three replicas all become ready and the demo data is seeded exactly once',
    async () => {
      const url = await freshDatabase();
      // The test holds the migration lock first, so the three are sure to arrive while it is taken: each must
      // queue on it (a start that migrated without it would race on CREATE EXTENSION and drizzle's table).
      const holder = new pg.Client({ connectionString: url });
      holder.on('error', () => undefined);
      await holder.connect();
      await holder.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
      const replicas = await Promise.all(['a', 'b', 'c'].map((name) => startReplica(name, url)));
      const waiting = async () => {
        const { rows } = await holder.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks
         WHERE locktype = 'advisory' AND NOT granted AND objid = $1 AND database = (
           SELECT oid FROM pg_database WHERE datname = current_database())`,
          [MIGRATION_LOCK_KEY],
        );
        return rows[0]?.n ?? 0;
      };
      await until(
        'the three replicas queued on the migration lock',
        async () => {
          for (const replica of replicas)
            if (replica.child.exitCode !== null)
              throw new Error(`${replica.name} saiu:\n${replica.output()}`);
          return (await waiting()) >= 3;
        },
        { timeout: 90_000, interval: 100 },
      );
      const early = await Promise.all(replicas.map((r) => request(`${r.url}/api/ready`).catch(() => null)));
      expect(early).toEqual([null, null, null]);
      await holder.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
      await holder.end();
      await Promise.all(replicas.map((replica) => waitReady(replica)));

      const seeders = replicas.filter((replica) => replica.output().includes(SEEDED_NOW));
      expect(seeders).toHaveLength(1);
      for (const replica of replicas) expect(replica.output()).not.toMatch(/duplicate key|error/i);

      // Traffic spread over the three: each one serves the same catalogue.
      const totals = await Promise.all(
        replicas.map(async (replica) => {
          const answer = await request(`${replica.url}/api/products?limit=1`);
          expect(answer.status).toBe(200);
          return (JSON.parse(answer.body) as { pagination: { totalCount: number } }).pagination.totalCount;
        }),
      );
      expect(new Set(totals).size).toBe(1);
      expect(totals[0]).toBeGreaterThan(0);

      // The same counts as a database a single replica started on, after a deploy's `npm run migrate` (twice at once).
      const single = await freshDatabase();
      const migrations = [runMigrate(single), runMigrate(single)];
      const migrated = await Promise.all(migrations.map((m) => m.exited));
      expect(migrated, migrations.map((m) => m.output()).join('\n')).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
      const alone = await startReplica('single', single);
      await waitReady(alone);
      expect(alone.output()).toContain(SEEDED_NOW);
      expect(await rowCounts(url)).toEqual(await rowCounts(single));
    },
    FLEET_TEST_TIMEOUT_MS,
  );
});
