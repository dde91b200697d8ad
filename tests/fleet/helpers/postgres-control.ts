/**
 * Outage drills on the throwaway PostgreSQL of scripts/postgres.sh (the one DATABASE_URL names in the
 * PostgreSQL pass): stop and start it with its own pg_ctl, or freeze it with SIGSTOP — postmaster first, so it
 * forks no new backend, then every backend — and thaw it in the reverse order. Needs root, as the script does.
 */
import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../../../scripts/postgres.sh');

export interface PostgresControl {
  /** The folder of its Unix socket: the way in while it listens on no TCP address (`up(true)`). */
  socketDir: string;
  port: number;
  restart(): Promise<void>;
  down(): Promise<void>;
  /** Starts it again; `localOnly` on its Unix socket only, so no replica can reach it yet. */
  up(localOnly?: boolean): Promise<void>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Thaws and starts it whatever the test left it in, and removes the state file. */
  dispose(): Promise<void>;
}

export async function postgresControl(url: string): Promise<PostgresControl> {
  const client = new pg.Client(url);
  await client.connect();
  const { rows } = await client.query<{ data_directory: string }>('SHOW data_directory');
  await client.end();
  const dataDir = rows[0]?.data_directory;
  if (!dataDir) throw new Error('PostgreSQL did not say where its data is');
  const dir = path.dirname(dataDir);
  // The state file of scripts/postgres.sh: the folder that holds data/, the socket and the log.
  const state = path.join(os.tmpdir(), `feira-pg-drill-${process.pid}-${Date.now()}`);
  await writeFile(state, `${dir}\n`);
  const call = async (command: 'restart' | 'down') => {
    await run('bash', [script, command, state]);
  };
  let paused: number[] = [];
  let mode: 'up' | 'down' | 'local' = 'up';

  const processes = async (): Promise<number[]> => {
    const postmaster = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const children = (await readFile(`/proc/${postmaster}/task/${postmaster}/children`, 'utf8'))
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  };

  const control: PostgresControl = {
    socketDir: dir,
    port: Number(new URL(url).port),
    restart: () => call('restart'),
    down: async () => {
      await call('down');
      mode = 'down';
    },
    up: async (localOnly = false) => {
      await run('bash', [script, 'up', state, ...(localOnly ? ['local'] : [])]);
      mode = localOnly ? 'local' : 'up';
    },
    pause: async () => {
      paused = await processes();
      for (const pid of paused) process.kill(pid, 'SIGSTOP');
    },
    resume: async () => {
      for (const pid of [...paused].reverse()) process.kill(pid, 'SIGCONT');
      paused = [];
    },
    dispose: async () => {
      if (paused.length > 0) await control.resume();
      // A server left stopped (or on its socket only) by a failed test is given back to the next suites.
      if (mode === 'local') await control.down();
      if (mode === 'down') await control.up();
      await rm(state, { force: true });
    },
  };
  return control;
}
