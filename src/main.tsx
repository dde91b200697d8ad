import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './app/router';
import { startApp } from './data/start';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');

startApp();

// The route's code is loaded before the first render: the HTML's frame stays on screen until the page can
// replace it whole, instead of giving way to an empty root while a lazy route chunk arrives.
void router.load().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
