import { setTimeout as delay } from 'node:timers/promises';

/**
 * The one polling wait of the Node suites and of the bench that shares their helpers (Vitest's `vi.waitFor`
 * cannot run outside Vitest): asks `check` every `interval` ms until it answers something truthy, and gives
 * that back. A `check` that throws ends the wait at once, for what can no longer happen (a server process
 * that exited). Past `timeout` ms it fails with an error that names `what`.
 */
export async function until<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeout = 5000, interval = 50 }: { timeout?: number; interval?: number } = {},
): Promise<Exclude<T, false | 0 | '' | null | undefined>> {
  const started = performance.now();
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | 0 | '' | null | undefined>;
    if (performance.now() - started > timeout) throw new Error(`${what}: not within ${timeout} ms`);
    await delay(interval);
  }
}
