import { useEffect, useState } from 'react';
import { useHydrating } from '../ssr/hydration';
import { nextTask } from './next-task';

/** Items rendered in the first task, and added in each task after it. */
const STEP = 8;

/**
 * How many of `total` items to render now: all of them while hydrating (the server rendered them all), else
 * the first few at once and the rest a few per task, so a client render of a long grid (the app shell of a
 * repeat visit, a list page) is many short tasks instead of one long one.
 */
export function useRevealed(total: number): number {
  const hydrating = useHydrating();
  const [shown, setShown] = useState(hydrating ? total : Math.min(total, STEP));
  useEffect(() => {
    if (shown >= total) return;
    let cancelled = false;
    void nextTask().then(() => {
      if (!cancelled) setShown((n) => Math.min(total, n + STEP));
    });
    return () => {
      cancelled = true;
    };
  }, [shown, total]);
  return hydrating ? total : Math.max(shown, Math.min(total, STEP));
}
