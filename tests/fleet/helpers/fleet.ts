/**
 * A fleet made of plain processes — what compose.yaml runs in containers: Feira replicas started as `npm start`
 * starts the server (node --import tsx server/main.ts), each on a free loopback port, all on one PostgreSQL
 * database. Every process is tracked and killed by its PID when the suite ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../../server/db/client';
import { createPostgresDatabase } from '../../api/helpers/test-app';
import { until } from '../../api/helpers/until';
import { freePort } from '../../e2e/fixtures/server';

const root = path.resolve(import.meta.dirname, '../../..');
/** A fleet test starts several server processes; on a busy 2-core machine one start alone can take 20 s. */
export const FLEET_TEST_TIMEOUT_MS = 180_000;

export function adminUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('os testes de frota precisam de DATABASE_URL (um PostgreSQL descartável)');
  return url;
}

export interface Replica {
  name: string;
  url: string;
  port: number;
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running = new Set<ChildProcess>();
const dirs: string[] = [];

function spawnTracked(args: string[], env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout?.on('data', (c) => {
    output += String(c);
  });
  child.stderr?.on('data', (c) => {
    output += String(c);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, output: () => output, exited };
}

export async function startReplica(
  name: string,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Replica> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `feira-fleet-${name}-`));
  dirs.push(dataDir);
  const port = await freePort();
  const run = spawnTracked(['server/main.ts'], {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    REGISTER_LIMIT_PER_HOUR: '1000',
    // The suites sign in as the demo accounts: the seed is asked for by name, as a production start needs.
    SEED: 'true',
    ...env,
  });
  return { name, url: `http://127.0.0.1:${port}`, port, ...run };
}

/** `npm run migrate` as a deploy step runs it. */
export function runMigrate(databaseUrl: string) {
  return spawnTracked(['server/migrate.ts'], { DATABASE_URL: databaseUrl });
}

/** Polls /api/ready until 200 (what the load balancer and Docker's HEALTHCHECK wait for). */
export async function waitReady(replica: Replica, timeoutMs = 90_000): Promise<void> {
  await until(
    `${replica.name} pronto`,
    async () => {
      if (replica.child.exitCode !== null || replica.child.signalCode !== null)
        throw new Error(`${replica.name} saiu antes de ficar pronto`);
      const status = await fetch(`${replica.url}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );
      return status === 200;
    },
    { timeout: timeoutMs, interval: 200 },
  ).catch((error: unknown) => {
    throw new Error(`${(error as Error).message}\n${replica.output()}`);
  });
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * One request on a connection of its own (no keep-alive), so "accepted" has one meaning: the replica took the
 * connection and owes it an answer. A refused or reset connection rejects with the socket error.
 */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += String(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `jobs` with at most `concurrency` at a time and returns their results in order. */
export async function pool<T>(
  count: number,
  concurrency: number,
  job: (i: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await job(i);
      }
    }),
  );
  return results;
}

export async function stopAll(): Promise<void> {
  const exits = [...running].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) if (child.pid) process.kill(child.pid, 'SIGKILL');
  await Promise.all(exits);
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
}

/**
 * Two ready replicas on a fresh database, and a direct connection to it (the oracle). What needs undoing is
 * pushed on `cleanup`, which the suite runs in reverse after stopAll().
 */
export async function startPair(cleanup: Array<() => Promise<void>>, env: Record<string, string> = {}) {
  const { url, drop } = await createPostgresDatabase(adminUrl());
  cleanup.push(drop);
  const [a, b] = await Promise.all([startReplica('a', url, env), startReplica('b', url, env)]);
  await Promise.all([waitReady(a), waitReady(b)]);
  const database: Database = await openDatabase({ databaseUrl: url });
  cleanup.push(() => database.close());
  return { a, b, database };
}
