import { afterEach, describe, expect, it, vi } from 'vitest';
import { countdownAt } from './countdown';

describe('countdownAt', () => {
  it('shows hours and minutes above an hour, mm:ss below, and 00:00 when done', () => {
    expect(countdownAt(2 * 3600_000, 0)).toEqual({ text: '2h 00min', done: false, nextTickMs: 1000 });
    expect(countdownAt(65_500, 0)).toMatchObject({ text: '01:06', done: false, nextTickMs: 500 });
    expect(countdownAt(1000, 5000)).toEqual({ text: '00:00', done: true, nextTickMs: 0 });
  });

  it('ticked on its own schedule with fake timers, it reaches 00:00 exactly when the hold ends', () => {
    vi.useFakeTimers();
    const start = Date.now();
    const target = start + 3_250;
    const seen: string[] = [];
    const tick = () => {
      const state = countdownAt(target, Date.now());
      seen.push(state.text);
      if (!state.done) setTimeout(tick, state.nextTickMs);
    };
    tick();
    vi.advanceTimersByTime(3_249);
    expect(seen.at(-1)).toBe('00:01');
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['00:04', '00:03', '00:02', '00:01', '00:00']);
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(5);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
