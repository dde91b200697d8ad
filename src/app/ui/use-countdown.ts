import { useEffect, useState } from 'react';
import { usePageNow } from '../ssr/first-data';
import { countdownAt } from './countdown';

/** Live countdown to an instant; stops ticking once it reaches 00:00. */
export function useCountdown(target: string | number | Date): { text: string; done: boolean } {
  const targetMs = new Date(target).getTime();
  // First from the page's "now" (a server-rendered page hydrates with the server's instant), then the clock.
  const now = usePageNow();
  const [state, setState] = useState(() => countdownAt(targetMs, now));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const next = countdownAt(targetMs, Date.now());
      // The same text keeps the same state: the first tick after hydration often shows what the server did.
      setState((shown) => (shown.text === next.text && shown.done === next.done ? shown : next));
      if (!next.done) timer = setTimeout(tick, next.nextTickMs);
    };
    tick();
    return () => clearTimeout(timer);
  }, [targetMs]);
  return { text: state.text, done: state.done };
}
