/**
 * The PostgreSQL a bench part runs on: DATABASE_URL when set, else a throwaway server (scripts/postgres.sh) on
 * loopback, stopped by `stop`. Also the one line that says which machine and server the figures come from.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function postgres(): Promise<{ url: string; stop(): void }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => undefined };
  const state = path.join(await mkdtemp(path.join(os.tmpdir(), 'feira-bench-')), 'pg');
  const url = execFileSync('bash', ['scripts/postgres.sh', 'start', state], { cwd: root }).toString().trim();
  return {
    url,
    stop: () => {
      execFileSync('bash', ['scripts/postgres.sh', 'stop', state], { cwd: root });
      // The folder that held the state file, left empty by the script.
      rmSync(path.dirname(state), { recursive: true, force: true });
    },
  };
}

export function machineLine(pgVersion: string | undefined): string {
  const cpu = os.cpus();
  return `${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL ${pgVersion}`;
}
