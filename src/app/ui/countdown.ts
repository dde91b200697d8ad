import { formatCountdown } from '../../domain/format';

/** What a countdown shows at `now`: the text, whether time is up, and when to tick next. */
export function countdownAt(
  target: number,
  now: number,
): { text: string; done: boolean; nextTickMs: number } {
  const remaining = Math.max(0, target - now);
  if (remaining === 0) return { text: formatCountdown(0), done: true, nextTickMs: 0 };
  // Tick on the second boundary of the remaining time so the display never skips or repeats a second.
  const toBoundary = remaining % 1000 || 1000;
  return { text: formatCountdown(remaining), done: false, nextTickMs: toBoundary };
}
