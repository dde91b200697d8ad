import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_DELAY_MS } from '../../domain/constants';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const FLASH = '/api/promotions/flash/count';
const FLAGS = '/api/feature-flags';

let page: EventTarget;
let asked: (path: string) => number;

/** A fresh sync engine (its moment is once per page) on a page whose interactions `page` receives. */
async function startedSync() {
  vi.resetModules();
  const { startSync } = await import('./index');
  startSync();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  page = new EventTarget();
  vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
  vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
  const fetch = vi.fn(async (url: string) =>
    json(url === FLAGS ? { definitions: [], whitelisted: [] } : url === FLASH ? { count: 2 } : {}),
  );
  vi.stubGlobal('fetch', fetch);
  asked = (path) => fetch.mock.calls.filter(([url]) => url === path).length;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the prefetch moment of spec 000 §9 pulls the background prefetches itself', () => {
  it('3 s after start, before the sync ticker’s first round', async () => {
    await startedSync();
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS - 1);
    expect(asked(FLASH)).toBe(0);
    expect(asked(FLAGS)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => {
      expect(asked(FLASH)).toBe(1);
      expect(asked(FLAGS)).toBe(1);
    });
  });

  it('at the first interaction, when it comes before 3 s', async () => {
    await startedSync();
    await vi.advanceTimersByTimeAsync(500);
    expect(asked(FLASH)).toBe(0);
    page.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => {
      expect(asked(FLASH)).toBe(1);
      expect(asked(FLAGS)).toBe(1);
    });
    // Once: neither 3 s nor another tap asks again while the answers are fresh.
    page.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(PREFETCH_DELAY_MS);
    expect(asked(FLASH)).toBe(1);
  });
});
