import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage } from './layout/not-found-page';
import { routeTree } from './route-tree.gen';

/**
 * One router per page in the browser, one per request on the server (a memory history at the requested
 * URL): the server renders the public pages with the same routes and components the browser hydrates.
 */
export function createAppRouter(serverHistory?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(serverHistory ? { history: serverHistory } : {}),
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    // On the server it would write an inline script into the page that the browser's render does not have
    // (a hydration mismatch); restoring scroll is the browser's business alone.
    scrollRestoration: !serverHistory,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
