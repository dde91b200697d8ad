import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The worker's Background Sync wiring, through Workbox's real Queue: a `sync` event whose replay kept entries
 * (or failed) must reject its waitUntil promise, which is what makes the browser fire `sync` again later.
 */
type SyncEvent = { tag: string; lastChance: boolean; waitUntil(promise: Promise<unknown>): void };
const listeners: ((event: SyncEvent) => void)[] = [];
const scope = globalThis as unknown as Record<string, unknown>;
const saved = { self: scope.self };

beforeAll(() => {
  scope.self = {
    registration: { sync: { register: async () => undefined } },
    addEventListener: (type: string, listener: (event: SyncEvent) => void) => {
      if (type === 'sync') listeners.push(listener);
    },
    __WB_DISABLE_DEV_LOGS: true,
  };
});
afterAll(() => {
  scope.self = saved.self;
});

/** Dispatches a `sync` event as the browser does and answers the promise handed to its waitUntil. */
function fireSync(tag: string): Promise<unknown> {
  let settled: Promise<unknown> | undefined;
  for (const listener of listeners)
    listener({ tag, lastChance: false, waitUntil: (promise) => (settled = promise) });
  if (!settled) throw new Error('no sync listener answered');
  return settled;
}

describe('Background Sync retry', () => {
  it('rejects the sync event when the pass kept entries, resolves when the queue is done', async () => {
    const { Queue } = await import('workbox-background-sync');
    const { replayForSync } = await import('./replay-pass');
    let kept = true;
    new Queue('feira-test-kept', { onSync: () => replayForSync(async () => ({ kept })) });
    await expect(fireSync('workbox-background-sync:feira-test-kept')).rejects.toThrow(
      'feira: entradas mantidas na fila',
    );
    kept = false;
    await expect(fireSync('workbox-background-sync:feira-test-kept')).resolves.toBeUndefined();
  });

  it('rejects the sync event when the pass itself fails (storage, a lost worker)', async () => {
    const { Queue } = await import('workbox-background-sync');
    const { replayForSync } = await import('./replay-pass');
    new Queue('feira-test-failed', {
      onSync: () =>
        replayForSync(async () => {
          throw new Error('IndexedDB indisponível');
        }),
    });
    await expect(fireSync('workbox-background-sync:feira-test-failed')).rejects.toThrow(
      'IndexedDB indisponível',
    );
  });
});
