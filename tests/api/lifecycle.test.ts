/**
 * The server as `npm start` runs it: a real process on a free loopback port with an embedded
 * PGlite under a temporary DATA_DIR. SIGTERM closes it cleanly; a second start reuses the data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { banners } from '../../server/db/schema';
import { until } from './helpers/until';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(env: Record<string, string>): Run {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(root, 'no-dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => {
    output += String(c);
  });
  child.stderr?.on('data', (c) => {
    output += String(c);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/**
 * Up to 2 minutes per start: an upper bound for a loaded 2-core machine (tsx, PGlite, first seed), not a timing.
 * A server that exited fails the wait at once.
 */
async function waitFor(run: Run, text: string) {
  await until(
    `"${text}" in the output`,
    () => {
      if (run.child.exitCode !== null) throw new Error(`exited early:\n${run.output()}`);
      return run.output().includes(text);
    },
    { timeout: 120_000, interval: 100 },
  ).catch((error: unknown) => {
    throw new Error(`${(error as Error).message}\n${run.output()}`);
  });
}

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('server lifecycle (PGlite in DATA_DIR)', () => {
  it('seeds on the first start, stops cleanly on SIGTERM, and reuses the data on the second start', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'feira-life-'));
    dirs.push(dataDir);
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };

    const first = launch(env);
    await waitFor(first, 'Feira está no ar');
    expect(first.output()).toContain(`http://127.0.0.1:${port}`);
    expect(first.output()).toContain('dados de demonstração criados agora');
    expect(first.output()).toContain('cliente@feira.dev / feira1234');
    const storesBefore = (await (await fetch(`http://127.0.0.1:${port}/api/stores`)).json()) as unknown[];
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The database was flushed: it opens again outside the server, and a row written now survives.
    const database = await openDatabase({ dataDir });
    await database.db
      .insert(banners)
      .values({ title: 'Banner do teste de reinício', imageUrl: '/demo/banners/1.png' });
    await database.close();

    const second = launch(env);
    await waitFor(second, 'Feira está no ar');
    expect(second.output()).not.toContain('dados de demonstração criados agora');
    const storesAfter = (await (await fetch(`http://127.0.0.1:${port}/api/stores`)).json()) as unknown[];
    expect(storesAfter).toHaveLength(storesBefore.length);
    const bannerTitles = (
      (await (await fetch(`http://127.0.0.1:${port}/api/banners`)).json()) as Array<{ title: string }>
    ).map((b) => b.title);
    expect(bannerTitles).toContain('Banner do teste de reinício');
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 300_000);

  it('refuses to start with an invalid configuration and lists every problem', async () => {
    const run = launch({ PORT: 'porta', SEED: 'talvez', DATA_DIR: os.tmpdir() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Configuração inválida');
    expect(run.output()).toContain('PORT: deve ser um número');
    expect(run.output()).toContain('SEED: use true ou false');
  });
});
