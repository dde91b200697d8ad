import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVATION_RETRY_MS, askToTakeOver } from './service-worker';
import { PAGE_MESSAGES } from './worker-protocol';

afterEach(() => {
  vi.useRealTimers();
});

describe('accepting an update (Nova versão disponível → Atualizar)', () => {
  it('asks the waiting worker to take over again every second while it still waits, then stops', () => {
    vi.useFakeTimers();
    const worker = { state: 'installed' as ServiceWorkerState, postMessage: vi.fn() };
    askToTakeOver(worker);
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenLastCalledWith({ type: PAGE_MESSAGES.skipWaiting });
    // Parked: a request restarted the outgoing worker while it was being retired.
    vi.advanceTimersByTime(ACTIVATION_RETRY_MS);
    vi.advanceTimersByTime(ACTIVATION_RETRY_MS);
    expect(worker.postMessage).toHaveBeenCalledTimes(3);
    worker.state = 'activating';
    vi.advanceTimersByTime(10 * ACTIVATION_RETRY_MS);
    expect(worker.postMessage).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks nothing of a worker that no longer waits, or of none', () => {
    vi.useFakeTimers();
    const gone = { state: 'redundant' as ServiceWorkerState, postMessage: vi.fn() };
    askToTakeOver(gone);
    askToTakeOver(null);
    expect(gone.postMessage).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
