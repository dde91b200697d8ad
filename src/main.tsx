import { nextTask } from './app/ui/next-task';
import './app/styles.css';
// The shopper's public pages (home, product, store, promotions) share one stylesheet with the frame: a
// server-rendered page carries it inline (server/http/server-render.ts), so its first paint waits for no request.
import './app/features/shopper/catalogue/catalogue.css';
import './app/features/shopper/stores/stores.css';
// The header's notification bell is on every page: its styles come inline too, not fetched after the paint.
import './app/features/shopper/notifications/notifications.css';

/**
 * The app's modules are evaluated in steps, each a task of its own, instead of one long task for all of them
 * (on a cheap phone that task alone blocks taps for a few hundred milliseconds): the UI library, the router,
 * the route table, then the app. A step evaluates only what the earlier ones have not; every step's chunks
 * are preloaded by the page's head (vite.config.ts, `preloadStartSteps`), so no step waits for the network.
 * The local database and the data layer are not among them: the app loads them itself (src/app/boot.tsx,
 * src/data/local.ts), after a server-rendered page has hydrated.
 */
const STEPS = [
  () => import('react'),
  () => import('@tanstack/react-router'),
  () => import('./app/router'),
] as const;

/**
 * Work that needs none of the steps' chunks, done while they download (on a phone's line), each in a task of
 * its own: the first `Intl` object a page builds loads ICU's data (11–25 ms here), so a collator built now
 * leaves the formatters after the steps (`FORMATTERS`) little to do; the tab's session storage opens on first
 * use with a call to the browser's process, and the router's module reads its scroll positions from it as it
 * is evaluated.
 */
const WARM_UP: ReadonlyArray<() => unknown> = [
  // The app's locale (LOCALE, src/domain/constants.ts, not in the entry's chunk); the data is what it loads.
  () => new Intl.Collator('pt-BR').compare('a', 'b'),
  () => {
    try {
      return window.sessionStorage.length;
    } catch {
      // No session storage here (a sandboxed frame, storage disabled): the router does without it too.
      return 0;
    }
  },
];

async function start(root: HTMLElement): Promise<void> {
  for (const warm of WARM_UP) {
    warm();
    await nextTask();
  }
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  // The formatters the first screen needs (name order): each loads its locale data once, in a task of its own.
  const { FORMATTERS } = await import('./domain/format');
  for (const build of FORMATTERS) {
    build();
    await nextTask();
  }
  const { boot } = await import('./app/boot');
  await boot(root);
}

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');
void start(root);
