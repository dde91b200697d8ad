import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './app/router';
import { FirstDataProvider, readFirstData } from './app/ssr/first-data';
import { whileHydrating } from './app/ssr/hydration';
import { joinAdjacentText } from './app/ssr/text-children';
import { startApp } from './data/start';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');

const serverRendered = root.dataset.rendered === 'server';
// An app-shell page needs its data at once (Dexie, then the sync). A server-rendered page already shows its
// data: the data layer (worker, session, sync) starts right after it has hydrated, so the hydrating render does
// not compete with it, and a click on the hydrated page already knows who is signed in.
if (!serverRendered) startApp();
joinAdjacentText();

const router = createAppRouter();
const firstData = readFirstData(document);
const app = (
  <StrictMode>
    <FirstDataProvider value={firstData}>
      <RouterProvider router={router} />
    </FirstDataProvider>
  </StrictMode>
);

// The route's code is loaded before the first render: a server-rendered page is hydrated in place (the same
// markup from the same first data), an app-shell page keeps its HTML frame until the page can replace it whole.
void router.load().finally(() => {
  if (serverRendered) {
    dispatchEvent(new Event('feira:hydrating'));
    whileHydrating(() => hydrateRoot(root, app));
    // Outside #root, so it is no change to the adopted markup: the page now answers clicks and keys.
    document.documentElement.dataset.hydrated = 'true';
    dispatchEvent(new Event('feira:hydrated'));
    startApp();
  } else {
    createRoot(root).render(app);
  }
});
