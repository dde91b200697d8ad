/**
 * Lints the API description the server actually serves: builds the app in-process (empty in-memory
 * PGlite, no static files), asks it for GET /api/docs, writes the JSON to a temporary file and runs
 * `redocly lint` on it with the repository's redocly.yaml (recommended rules). Exits with redocly's code.
 *
 *   npx tsx scripts/lint-openapi.ts            # lint
 *   npx tsx scripts/lint-openapi.ts out.json   # also keep the description in out.json
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

const root = path.resolve(import.meta.dirname, '..');
/** The CLI's own entry, run with this Node. */
const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const dir = await mkdtemp(path.join(os.tmpdir(), 'feira-openapi-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dir,
  LOG_LEVEL: 'silent',
  STATIC_DIR: path.join(dir, 'no-static'),
});
const database = await openDatabase({});
const app = await buildApp({ config, database, logger: false });
let status = 1;
try {
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/api/docs' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs answered ${res.statusCode}`);
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, res.body);
  const keep = process.argv[2];
  if (keep) await copyFile(file, path.resolve(keep));
  const lint = spawnSync(
    process.execPath,
    [redocly, 'lint', file, '--config', path.join(root, 'redocly.yaml')],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  status = lint.status ?? 1;
} finally {
  await app.close();
  await database.close();
  await rm(dir, { recursive: true, force: true });
}
process.exit(status);
