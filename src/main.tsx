import './app/styles.css';
import { holdEarlyClicks } from './app/ssr/early-clicks';
import { nextTask } from './app/ui/next-task';
import { ROUTE_MODULES_META, START_MODULES_META } from './domain/first-data';

/**
 * The page's start. Nothing is asked for before the first paint but the HTML, its styles and the LCP image
 * (a server-rendered page is readable without any script). Right after it the app's chunks are fetched all at
 * once, and the start runs in steps that are each a task of their own: the UI runtime (Preact), the router,
 * the local database (Dexie and its schema), then the app itself and its first render. Evaluated in one go
 * they were one long task on a cheap phone; between the steps the browser can answer a tap. Each step names
 * one export, so the bundler keeps only what the app uses of the module.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root não encontrado');
  const releaseClicks = root.dataset.rendered === 'server' ? holdEarlyClicks(root) : () => undefined;
  await afterFirstPaint();
  preloadNamedModules(START_MODULES_META);
  preloadNamedModules(ROUTE_MODULES_META);
  await import('react').then(({ StrictMode }) => StrictMode);
  await nextTask();
  await import('@tanstack/react-router').then(({ RouterProvider }) => RouterProvider);
  await nextTask();
  await import('./data/db').then(({ db }) => db);
  await nextTask();
  const { startClient } = await import('./app/client');
  await startClient(root);
  // The hydrated page has re-rendered with this device's session: a held tap now does what it says.
  await nextTask();
  releaseClicks();
}

/** After the browser has painted once (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 200);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * Fetches (without running) the modules a `<meta>` of the page names: the start-up steps' chunks
 * (vite.config.ts) and a server-rendered page's route modules (server/http/route-assets.ts).
 */
function preloadNamedModules(meta: string): void {
  const names = document.querySelector(`meta[name="${meta}"]`)?.getAttribute('content');
  for (const href of names?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

void start();
