/**
 * `npm run migrate`: applies the migrations (and the reference categories) and exits, for deploys that migrate
 * before rolling the replicas. Safe to run while replicas start: the same advisory lock serialises them.
 */
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureCategories } from './db/seed';

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await ensureCategories(database.db);
  await database.close();
  console.log(
    `Migrações aplicadas (${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'}).`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
