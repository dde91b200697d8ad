#!/usr/bin/env node
// The start command: install when needed, build the PWA when its sources changed, then run the
// server (which migrates the database and seeds the demo data on the first start).
// Uses only Node built-ins, so it runs on a fresh clone before anything is installed.
// This is the demo, not production: the server runs with NODE_ENV=development (unless NODE_ENV is set), so
// it seeds the demo data and accounts and serves test-mode payments. A production start (NODE_ENV=production,
// as the Dockerfile sets) does none of these unless each is asked for by name (README, Configuration).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function lockHash() {
  return createHash('sha256')
    .update(readFileSync('package-lock.json'))
    .update(readFileSync('package.json'))
    .digest('hex');
}

// 1. Dependencies on a fresh clone or after package.json/package-lock.json changed. `npm install`, not `npm ci`:
//    npm 11 leaves other platforms' optional binaries out of the lock it writes, and `npm ci` then refuses it.
const installStamp = path.join('node_modules', '.feira-lock-hash');
if (!existsSync(installStamp) || readFileSync(installStamp, 'utf8') !== lockHash()) {
  console.log('Instalando dependências (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
  writeFileSync(installStamp, lockHash());
}

// 2. The PWA: rebuilt only when a file it is built from changed.
const buildInputs = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];
function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) yield* files(path.join(entry, name));
  } else if (!/\.test\.tsx?$/.test(entry)) {
    yield entry;
  }
}
const hash = createHash('sha256');
for (const input of buildInputs)
  for (const file of files(input)) hash.update(file).update(readFileSync(file));
const buildHash = hash.digest('hex');
const buildStamp = path.join('dist', '.build-hash');
if (!existsSync(buildStamp) || readFileSync(buildStamp, 'utf8') !== buildHash) {
  console.log('Gerando o app e o renderizador do servidor (vite build)…');
  run('npm', ['run', 'build', '--silent']);
  writeFileSync(buildStamp, buildHash);
}

// 3. The server, in the foreground; signals are passed on so it can close cleanly.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
