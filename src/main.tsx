import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './app/router';
import { FirstDataProvider, readFirstData } from './app/ssr/first-data';
import { whileHydrating } from './app/ssr/hydration';
import { joinAdjacentText } from './app/ssr/text-children';
import { nextTask } from './app/ui/next-task';
import { startApp } from './data/start';
import './app/styles.css';
// The shopper's public pages (home, product, store, promotions) share one stylesheet with the frame: a
// server-rendered page carries it inline (server/http/server-render.ts), so its first paint waits for no request.
import './app/features/shopper/catalogue/catalogue.css';
import './app/features/shopper/stores/stores.css';

/**
 * The start, in steps that are each a task of their own (on a cheap phone each is tens of milliseconds, and
 * between them the browser can paint and answer a tap): evaluating the modules, building the router's route
 * table, the first render (or the hydration of a server-rendered page), and the data layer.
 */
async function start(root: HTMLElement): Promise<void> {
  const serverRendered = root.dataset.rendered === 'server';
  // An app-shell page needs its data at once (Dexie, then the sync). A server-rendered page already shows its
  // data: the data layer (worker, session, sync) starts once it has hydrated, so the hydrating render does not
  // compete with it.
  if (!serverRendered) startApp();
  joinAdjacentText();

  await nextTask();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <FirstDataProvider value={readFirstData(document)}>
        <RouterProvider router={router} />
      </FirstDataProvider>
    </StrictMode>
  );

  // The route's code is loaded before the first render: a server-rendered page is hydrated in place (the same
  // markup from the same first data), an app-shell page keeps its HTML frame until the page can replace it whole.
  await router.load().catch(() => undefined);
  if (!serverRendered) {
    createRoot(root).render(app);
    return;
  }
  dispatchEvent(new Event('feira:hydrating'));
  whileHydrating(() => hydrateRoot(root, app));
  dispatchEvent(new Event('feira:hydrated'));
  await nextTask();
  startApp();
  // Outside #root, so it is no change to the adopted markup: the page answers clicks and keys, and a click
  // already knows who is signed in (the data layer has read this device's session).
  document.documentElement.dataset.hydrated = 'true';
}

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');
void start(root);
