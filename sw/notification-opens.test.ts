import { describe, expect, it, vi } from 'vitest';

// notification-opens.ts imports the Dexie handle; the outbox logic under test takes its store as an argument.
vi.mock('../src/data/db', () => ({ db: {} }));
const { flushForSync, flushOpens, verdictOf } = await import('./notification-opens');

const json = (status: number) =>
  ({ status, type: 'basic', headers: new Headers({ 'Content-Type': 'application/json' }) }) as Response;

function memoryStore(ids: number[]) {
  const rows = new Map(ids.map((id) => [id, { notificationId: id, openedAt: '2026-03-01T12:00:00.000Z' }]));
  return {
    rows,
    store: {
      all: async () => [...rows.values()],
      remove: async (id: number) => {
        rows.delete(id);
      },
    },
  };
}

describe('push clicks for notification analytics', () => {
  it('keeps what could not be sent and drops what the server answered', async () => {
    const { rows, store } = memoryStore([1, 2, 3]);
    const done = await flushOpens(store, async (row) => {
      if (row.notificationId === 2) throw new TypeError('Failed to fetch');
      return 'done';
    });
    expect(done).toBe(false);
    expect([...rows.keys()]).toEqual([2]);
    expect(await flushOpens(store, async () => 'done')).toBe(true);
    expect(rows.size).toBe(0);
  });

  it('rejects the sync event while a click is left, so the browser retries it; resolves once all are sent', async () => {
    const { rows, store } = memoryStore([1, 2]);
    await expect(
      flushForSync(store, async (row) => (row.notificationId === 1 ? 'retry' : 'done')),
    ).rejects.toThrow();
    expect([...rows.keys()]).toEqual([1]);
    await expect(flushForSync(store, async () => 'done')).resolves.toBeUndefined();
    expect(rows.size).toBe(0);
  });

  it('retries on no API answer, a session to renew or a server error; gives up on other refusals', () => {
    expect(verdictOf(json(200))).toBe('done');
    expect(verdictOf(json(404))).toBe('done');
    expect(verdictOf(json(401))).toBe('retry');
    expect(verdictOf(json(503))).toBe('retry');
    const portal = { status: 200, type: 'basic', headers: new Headers({ 'Content-Type': 'text/html' }) };
    expect(verdictOf(portal as Response)).toBe('retry');
  });
});
