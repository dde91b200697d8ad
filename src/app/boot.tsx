import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { yieldToBrowser } from '../data/yield';
import { APP_META } from '../domain/public-pages';
import { createAppRouter } from './router';
import { FirstDataProvider, readFirstData } from './ssr/first-data';
import { HydrationRoot, isServerRendered } from './ssr/hydration';

/** The data layer (src/data/start.ts: the session, the service worker, the sync engine), in its own chunk. */
async function startDataLayer(): Promise<void> {
  const { startDataLayer } = await import('../data/start');
  await startDataLayer();
}

/**
 * Renders the app into `root`. A server-rendered page is hydrated: the route's code is loaded first, so the
 * first render is the server's markup; once React has hydrated the root and every boundary (HydrationRoot),
 * the page announces it, turns to the device's view, and then starts the data layer, so neither hydration nor
 * that render competes with it. An app-shell page
 * (the service worker's, signed-in areas) starts the data layer at once and keeps its HTML frame until the
 * route's code has loaded.
 */
export async function boot(root: HTMLElement): Promise<void> {
  const serverRendered = isServerRendered(document);
  // The app shell's HTML has no title of its own: each page the server renders brings its own.
  if (!document.title) document.title = APP_META.title;
  if (!serverRendered) void startDataLayer();
  // The whole module graph has just run in one task: the router and the first data are built in the next.
  await yieldToBrowser();
  const router = createAppRouter();
  const deviceView = async () => {
    await startDataLayer();
    // Outside #root, so no change to the hydrated markup: the page answers clicks and keys, and a click
    // already knows who is signed in (the data layer has read this device's session).
    document.documentElement.dataset.hydrated = 'true';
  };
  const app = (
    <StrictMode>
      <HydrationRoot
        serverRendered={serverRendered}
        onHydrated={() => dispatchEvent(new Event('feira:hydrated'))}
        onDeviceView={() => void deviceView()}
      >
        <FirstDataProvider value={readFirstData(document)}>
          <RouterProvider router={router} />
        </FirstDataProvider>
      </HydrationRoot>
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
}
