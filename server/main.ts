/**
 * Starts Feira: validates the environment, opens and migrates the database (under an advisory lock, so any
 * number of replicas can start at once), seeds the demo data on the first start when SEED says so (never by
 * default under NODE_ENV=production), serves app + API, and on SIGINT/SIGTERM drains (shutdown.ts) and
 * flushes the database before exiting.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS, ensureCategories, seedDemoData } from './db/seed';
import { startSweeps } from './jobs/sweeps';
import { issueSetupToken } from './services/admin/setup';
import { drainAndClose } from './shutdown';

const PAYMENT_MODE_LINES = {
  live: 'Stripe (produção)',
  test: 'modo de teste (cartões de teste, nenhuma cobrança real)',
  unavailable: 'indisponíveis (configure as chaves do Stripe; PAYMENTS_TEST_MODE=true liga o modo de teste)',
} as const;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    timeouts: {
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      reconnectMaxMs: config.DATABASE_RECONNECT_MAX_MS,
    },
  });
  await ensureCategories(database.db);
  const seed = config.SEED
    ? await seedDemoData(database.db, { admin: config.SEED_ADMIN })
    : { seeded: false };
  const setupToken = await issueSetupToken(database.db);
  const app = await buildApp({ config, database });

  let stopSweeps: () => Promise<void> = async () => undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'shutting down');
    await drainAndClose({ app, database, graceMs: config.SHUTDOWN_GRACE_MS, stopJobs: () => stopSweeps() });
    process.exit(0);
  };
  const onSignal = (signal: string) =>
    shutdown(signal).catch((error: unknown) => {
      // A drain that failed must still end the process: the orchestrator replaces it either way.
      console.error(error);
      process.exit(1);
    });
  process.on('SIGINT', () => void onSignal('SIGINT'));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  stopSweeps = startSweeps(app);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url =
    config.PUBLIC_ORIGIN ?? `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  const lines = [
    '',
    `Feira está no ar: ${url}`,
    `Banco de dados: ${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL'}${seed.seeded ? ' (dados de demonstração criados agora)' : ''}`,
    ...(config.SEED
      ? [
          'Contas de demonstração:',
          ...DEMO_ACCOUNTS.filter((a) => config.SEED_ADMIN || a.role !== 'admin').map(
            (a) => `  ${a.role.padEnd(8)} ${a.email} / ${a.password}`,
          ),
        ]
      : []),
    `Pagamentos: ${PAYMENT_MODE_LINES[app.billing.mode]}`,
    ...(setupToken
      ? [
          'Nenhum administrador ainda. Crie o primeiro em:',
          `  ${url}/admin/setup`,
          `  código de configuração: ${setupToken}`,
        ]
      : []),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
