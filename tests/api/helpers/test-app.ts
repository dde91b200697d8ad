/**
 * A fresh app + database for one API suite: in-memory PGlite by default; with DATABASE_URL a new
 * PostgreSQL database created for the suite and dropped after, so suites never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { type Config, loadConfig } from '../../../server/config';
import { type Database, openDatabase } from '../../../server/db/client';
import { ensureCategories, seedDemoData } from '../../../server/db/seed';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

/** A fresh, empty database on the PostgreSQL server of `adminUrl` (the fleet tests start servers on it). */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `feira_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'feira-api-'));
  const postgres = process.env.DATABASE_URL
    ? await createPostgresDatabase(process.env.DATABASE_URL)
    : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(dataDir, 'no-static'),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...options.env,
  });
  // PGlite in memory: each suite starts from an empty database.
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL });
  await ensureCategories(database.db);
  if (options.seed !== false) await seedDemoData(database.db);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
