/**
 * The prefetch moment of spec 000 §9: 3 s after start (PREFETCH_DELAY_MS) or the shopper's first interaction,
 * whichever comes first, once per page. The sync engine pulls the background prefetches then (categories,
 * highlights, banners, the flash-promotion count) and the app preloads the pages the shell links to, so
 * neither competes with the first screen. Timer and event target are injectable for the tests.
 */
import { PREFETCH_DELAY_MS } from '../domain/constants';

export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

export function atPrefetchMoment(
  run: () => void,
  options: {
    delayMs?: number;
    target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
    setTimer?: (run: () => void, ms: number) => unknown;
    clearTimer?: (timer: unknown) => void;
  } = {},
): () => void {
  const target = options.target ?? globalThis;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let done = false;
  const fire = () => {
    if (done) return;
    cancel();
    run();
  };
  const timer = setTimer(fire, options.delayMs ?? PREFETCH_DELAY_MS);
  const listen = { capture: true, passive: true } as const;
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, fire, listen);
  function cancel() {
    done = true;
    clearTimer(timer);
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, fire, listen);
  }
  return cancel;
}

let moment: Promise<void> | null = null;

/** The page's one prefetch moment: every caller waits for the same one. */
export function prefetchMoment(): Promise<void> {
  moment ??= new Promise<void>((resolve) => {
    atPrefetchMoment(resolve);
  });
  return moment;
}
