import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { APP_META } from '../domain/public-pages';
import { createAppRouter } from './router';
import { FirstDataProvider, readFirstData } from './ssr/first-data';
import { hydrationDone, isServerRendered } from './ssr/hydration';

/** The data layer (src/data/start.ts: the session, the service worker, the sync engine), in its own chunk. */
async function startDataLayer(): Promise<void> {
  const { startDataLayer } = await import('../data/start');
  startDataLayer();
}

/**
 * Resolves once the browser has nothing else to do: React hydrates the page's boundaries in tasks it queues
 * one after the other, so the first idle moment after `hydrateRoot` comes once all of them have hydrated. The
 * timeout keeps a page that never goes idle (a busy phone) from waiting for ever.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * Renders the app into `root`. A server-rendered page is hydrated: the route's code is loaded first, so the
 * first render is the server's markup; the data layer starts once the page has hydrated, so hydration does
 * not compete with it. An app-shell page (the service worker's, signed-in areas) starts the data layer at once
 * and keeps its HTML frame until the route's code has loaded.
 */
export async function boot(root: HTMLElement): Promise<void> {
  const serverRendered = isServerRendered(document);
  // The app shell's HTML has no title of its own: each page the server renders brings its own.
  if (!document.title) document.title = APP_META.title;
  if (!serverRendered) void startDataLayer();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <FirstDataProvider value={readFirstData(document)}>
        <RouterProvider router={router} />
      </FirstDataProvider>
    </StrictMode>
  );
  await router.load().catch(() => undefined);
  if (!serverRendered) {
    // A transition here too: a long first render (a store's 100 cards) yields to the browser in slices.
    startTransition(() => {
      createRoot(root).render(app);
    });
    return;
  }
  // Journeys watch the markup between these two events: hydration must not change it.
  dispatchEvent(new Event('feira:hydrating'));
  // A transition: React hydrates in short slices, yielding to the browser (and to a tap) between them.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  await whenIdle();
  dispatchEvent(new Event('feira:hydrated'));
  hydrationDone();
  await startDataLayer();
  // Outside #root, so no change to the hydrated markup: the page answers clicks and keys, and a click already
  // knows who is signed in (the data layer has read this device's session).
  document.documentElement.dataset.hydrated = 'true';
}
