import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestJson } from './http';
import { acceptUpdate, TAKEOVER_WAIT_MS, untilTakenOver } from './service-worker';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('accepting an update (Nova versão disponível → Atualizar)', () => {
  it('sends no new request while the new worker takes over, and reloads if it has not after 5 s', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const reload = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('location', { reload });
    expect(untilTakenOver()).toBeNull();

    acceptUpdate();
    // A pull that the same tap started asks for its next step: it waits.
    const pull = requestJson('/api/feature-flags');
    await vi.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    // Still waiting: Chromium asks the old worker again on a navigation, so the page reloads.
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    await pull;
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
