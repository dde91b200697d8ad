import { describe, expect, it, vi } from 'vitest';
import { PREFETCH_DELAY_MS } from '../domain/constants';
import { atPrefetchMoment } from './prefetch';

describe('atPrefetchMoment (spec 000 §9: page prefetch after 3 s or the first interaction)', () => {
  it('runs once, 3 s after start when nobody touches the page', () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget();
      const run = vi.fn();
      atPrefetchMoment(run, { target });
      expect(PREFETCH_DELAY_MS).toBe(3000);
      vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledTimes(1);
      target.dispatchEvent(new Event('pointerdown'));
      vi.advanceTimersByTime(PREFETCH_DELAY_MS);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'scroll'])(
    'runs at once on the first %s, not again at 3 s',
    (type) => {
      vi.useFakeTimers();
      try {
        const target = new EventTarget();
        const run = vi.fn();
        atPrefetchMoment(run, { target });
        vi.advanceTimersByTime(100);
        target.dispatchEvent(new Event(type));
        expect(run).toHaveBeenCalledTimes(1);
        target.dispatchEvent(new Event(type));
        vi.advanceTimersByTime(PREFETCH_DELAY_MS);
        expect(run).toHaveBeenCalledTimes(1);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('can be cancelled before the moment', () => {
    vi.useFakeTimers();
    try {
      const target = new EventTarget();
      const run = vi.fn();
      atPrefetchMoment(run, { target })();
      vi.advanceTimersByTime(PREFETCH_DELAY_MS);
      target.dispatchEvent(new Event('keydown'));
      expect(run).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
