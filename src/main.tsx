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

startApp();
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
  if (root.dataset.rendered === 'server') {
    dispatchEvent(new Event('feira:hydrating'));
    whileHydrating(() => hydrateRoot(root, app));
    // Outside #root, so it is no change to the adopted markup: the page now answers clicks and keys.
    document.documentElement.dataset.hydrated = 'true';
    dispatchEvent(new Event('feira:hydrated'));
  } else {
    createRoot(root).render(app);
  }
});
