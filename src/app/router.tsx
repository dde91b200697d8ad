import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './layout/not-found-page';
import { routeTree } from './route-tree.gen';

export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
