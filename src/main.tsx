import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { router } from './app/router';
import { startApp } from './data/start';
import './app/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root não encontrado');

startApp();

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
