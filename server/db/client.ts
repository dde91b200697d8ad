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
import { ResilientListener } from './listener';
import * as schema from './schema';
import { DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './timeouts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A function scan of unnest yields the array's elements in order, so the listeners hear them in order. */
const NOTIFY_ALL = 'SELECT pg_notify($1, payload) FROM unnest($2::text[]) AS payload';

/** LISTEN/NOTIFY over whichever engine is open (the realtime hub fans events out through it). */
export interface Notifier {
  /** Sends the payloads in this order in one statement (a batch is one round trip). */
  notify(channel: string, payloads: readonly string[]): Promise<void>;
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
  /**
   * `listener` runs each time the LISTEN connection is back after a loss: events published meanwhile never
   * reached this process. Never on PGlite, which runs inside the process and cannot restart under it.
   */
  onListenRestored(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * The client-side bound is the server-side one plus this margin: a statement that is merely slow is cancelled
 * by PostgreSQL first (the connection stays usable); only a server that does not answer at all reaches it.
 */
const QUERY_TIMEOUT_MARGIN_MS = 2000;

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

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  timeouts?: Partial<PostgresTimeouts> | undefined;
}): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, { ...DEFAULT_POSTGRES_TIMEOUTS, ...options.timeouts });
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
    onListenRestored: () => () => undefined,
    notifier: {
      notify: async (channel, payloads) => {
        await client.query(NOTIFY_ALL, [channel, payloads]);
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

/**
 * pg's query_timeout answers the caller but leaves the statement on the connection: a pool would hand that
 * connection out again (drizzle releases a transaction's client without the error), and the next caller would
 * queue behind a statement the server may finish much later, inside a transaction nobody will end. A client
 * whose query timed out therefore closes itself; the pool drops a closing client on release.
 */
class AbandoningClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    const abandonOn = (error: unknown) => {
      if (error instanceof Error && error.message === 'Query read timeout') this.end().catch(() => undefined);
    };
    // Assigned per instance: the overloads of Client.query cannot be restated in a subclass method.
    (this as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          abandonOn(error);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise)
        return result.catch((error: unknown) => {
          abandonOn(error);
          throw error;
        });
      return result;
    };
  }
}

async function openPostgres(url: string, timeouts: PostgresTimeouts): Promise<Database> {
  const connection = {
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    // A partition the kernel notices (keepalive probes) ends the connection instead of leaving it open.
    keepAlive: true,
  };
  const pool = new pg.Pool({
    ...connection,
    max: 20,
    Client: AbandoningClient,
    statement_timeout: timeouts.statementTimeoutMs,
    query_timeout: timeouts.statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS,
  });
  // An idle client whose connection dies (server restart, DROP DATABASE … FORCE, network) is reported here;
  // unhandled, node-postgres would crash the process. The pool replaces the client on the next checkout.
  pool.on('error', (error) => {
    console.error(`PostgreSQL: conexão ociosa perdida (${error.message})`);
  });
  const db = drizzleNodePg({ client: pool, schema });
  await migrateUnderLock(connection);
  const listener = new ResilientListener({
    client: connection,
    reconnectMaxMs: timeouts.reconnectMaxMs,
    heartbeatTimeoutMs: timeouts.connectTimeoutMs,
    log: { warn: (m) => console.error(m), info: (m) => console.log(m) },
  });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    exclusive: async (key, job) => {
      const connection = await pool.connect();
      let broken: Error | undefined;
      try {
        const { rows } = await connection.query<{ taken: boolean }>(
          'SELECT pg_try_advisory_lock($1::bigint) AS taken',
          [key],
        );
        if (!rows[0]?.taken) return { ran: false };
        try {
          return { ran: true, value: await job() };
        } finally {
          await connection.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch((error: Error) => {
            // The session is gone or not answering: its lock goes with it once the connection is dropped.
            broken = error;
          });
        }
      } catch (error) {
        broken ??= error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        connection.release(broken);
      }
    },
    listening: () => listener.up(),
    onListenRestored: (onRestored) => listener.onRestored(onRestored),
    notifier: {
      notify: async (channel, payloads) => {
        await pool.query(NOTIFY_ALL, [channel, payloads]);
      },
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * Migrates on one dedicated connection holding a session advisory lock: replicas started at once queue on the
 * lock (CREATE EXTENSION and drizzle's own bookkeeping table are not safe to run twice concurrently), and each
 * later one finds every migration recorded and applies nothing.
 */
async function migrateUnderLock(config: pg.ClientConfig): Promise<void> {
  // A client of its own, without the pool's statement timeout: a migration may rightly take longer than a request.
  const connection = new pg.Client(config);
  // A connection lost mid-migration fails the statement in progress; unhandled, the event would crash instead.
  connection.on('error', () => undefined);
  await connection.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await connection.end();
  }
}
