/**
 * Opens the database the server runs on: embedded PGlite under DATA_DIR by default, or a
 * PostgreSQL server when DATABASE_URL is set. Both speak the same SQL, get the same migrations,
 * and are used through one Drizzle type, so services never know which one they have.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** LISTEN/NOTIFY over whichever engine is open (the realtime hub fans events out through it). */
export interface Notifier {
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  notifier: Notifier;
  /**
   * Runs `job` while this process holds the session advisory lock `key` on a connection of its own, or returns
   * `{ ran: false }` at once when another process holds it: a job meant to run once across the fleet.
   */
  exclusive<T>(key: number, job: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /** Every LISTEN connection of this process is open (readiness). */
  listening(): boolean;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Held while migrating: replicas started together wait for the first one, then find the work done. */
export const MIGRATION_LOCK_KEY = 7_413_000;

/** How many migrations this build ships (readiness compares it with what the database recorded). */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function openDatabase(options: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), extensions: { unaccent, pg_trgm } });
  const db = drizzlePglite({ client, schema });
  // One connection in one process (a PGlite directory cannot be shared): nothing to race, no lock needed.
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exclusive: async (_key, job) => ({ ran: true, value: await job() }),
    listening: () => !client.closed,
    notifier: {
      notify: async (channel, payload) => {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      listen: async (channel, onPayload) => {
        const unsubscribe = await client.listen(channel, onPayload);
        return async () => unsubscribe();
      },
    },
    // PGlite writes its WAL on close: this is what "database flushed" means on SIGTERM.
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle client whose connection dies (server restart, DROP DATABASE … FORCE, network) is reported here;
  // unhandled, node-postgres would crash the process. The pool replaces the client on the next checkout.
  pool.on('error', (error) => {
    console.error(`PostgreSQL: conexão ociosa perdida (${error.message})`);
  });
  const db = drizzleNodePg({ client: pool, schema });
  await migrateUnderLock(pool);
  const listeners: pg.PoolClient[] = [];
  let lostListeners = 0;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    exclusive: async (key, job) => {
      const connection = await pool.connect();
      try {
        const { rows } = await connection.query<{ taken: boolean }>(
          'SELECT pg_try_advisory_lock($1::bigint) AS taken',
          [key],
        );
        if (!rows[0]?.taken) return { ran: false };
        try {
          return { ran: true, value: await job() };
        } finally {
          await connection.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
        }
      } finally {
        connection.release();
      }
    },
    listening: () => lostListeners === 0,
    notifier: {
      notify: async (channel, payload) => {
        await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      listen: async (channel, onPayload) => {
        // LISTEN needs one dedicated connection for the life of the subscription.
        const connection = await pool.connect();
        connection.on('error', (error) => {
          lostListeners += 1;
          console.error(`PostgreSQL: conexão de LISTEN perdida (${error.message})`);
        });
        listeners.push(connection);
        const handler = (message: pg.Notification) => {
          if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        };
        connection.on('notification', handler);
        await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        return async () => {
          connection.off('notification', handler);
          await connection.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
          connection.release();
          listeners.splice(listeners.indexOf(connection), 1);
        };
      },
    },
    close: async () => {
      for (const connection of listeners.splice(0)) connection.release();
      await pool.end();
    },
  };
}

/**
 * Migrates on one dedicated connection holding a session advisory lock: replicas started at once queue on the
 * lock (CREATE EXTENSION and drizzle's own bookkeeping table are not safe to run twice concurrently), and each
 * later one finds every migration recorded and applies nothing.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
