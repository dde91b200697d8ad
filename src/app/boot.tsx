import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { FirstDataProvider, readFirstData } from './ssr/first-data';
import { hydrateInWaves, isServerRendered } from './ssr/hydration';
import { joinAdjacentText } from './ssr/text-children';
import { nextTask } from './ui/next-task';

/**
 * The data layer (src/data/start.ts), a step per task. Its code (the sync engine, the session, the local
 * database) is loaded here, not with the page's first code: a server-rendered page hydrates without it.
 */
async function startDataLayer(): Promise<void> {
  const { START_STEPS } = await import('../data/start');
  for (const step of START_STEPS) {
    step();
    await nextTask();
  }
}

/**
 * The page's start once its modules are evaluated (src/main.tsx), in steps that are each a task of their own:
 * building the router's route table, the first render (or the hydration of a server-rendered page), and the
 * data layer.
 */
export async function boot(root: HTMLElement): Promise<void> {
  const serverRendered = isServerRendered(root);
  // An app-shell page needs its data at once (Dexie, then the sync). A server-rendered page already shows its
  // data: the data layer (worker, session, sync) starts once it has hydrated, so the hydrating render does not
  // compete with it.
  if (!serverRendered) void startDataLayer();
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
  await hydrateInWaves(() => hydrateRoot(root, app));
  await nextTask();
  await startDataLayer();
  // Outside #root, so it is no change to the adopted markup: the page answers clicks and keys, and a click
  // already knows who is signed in (the data layer has read this device's session).
  document.documentElement.dataset.hydrated = 'true';
}
