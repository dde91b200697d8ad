import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startApp } from '../data/start';
import { createAppRouter } from './router';
import { FirstDataProvider, readFirstData } from './ssr/first-data';
import { hydrate } from './ssr/hydration';
import { joinAdjacentText } from './ssr/text-children';
import { nextTask } from './ui/next-task';

/**
 * The app's start in the page (src/main.tsx loads it): the router, then the first render — hydrating a
 * server-rendered page in place, or replacing the app shell's frame. Each step is a task of its own.
 */
export async function startClient(root: HTMLElement): Promise<void> {
  const serverRendered = root.dataset.rendered === 'server';
  // An app-shell page needs its data at once (Dexie, then the sync). A server-rendered page already shows its
  // data: once it has hydrated the session starts (a tap on the hydrated page knows who is signed in), and the
  // worker and the sync at the browser's first idle moment, so neither competes with hydration.
  if (!serverRendered) startApp();
  joinAdjacentText();

  const router = createAppRouter();
  const firstData = readFirstData(document);
  await nextTask();
  const app = (
    <StrictMode>
      <FirstDataProvider value={firstData}>
        <RouterProvider router={router} />
      </FirstDataProvider>
    </StrictMode>
  );

  // The route's code is loaded before the first render: a server-rendered page is hydrated in place (the same
  // markup from the same first data), an app-shell page keeps its HTML frame until the page can replace it whole.
  await router.load().catch(() => undefined);
  await nextTask();
  if (serverRendered) {
    dispatchEvent(new Event('feira:hydrating'));
    await hydrate(() => hydrateRoot(root, app));
    // Outside #root, so it is no change to the adopted markup: the whole page now answers clicks and keys.
    document.documentElement.dataset.hydrated = 'true';
    dispatchEvent(new Event('feira:hydrated'));
    startApp({ idle: true });
  } else {
    createRoot(root).render(app);
  }
}
