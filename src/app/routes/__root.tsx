import { createRootRoute } from '@tanstack/react-router';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../layout/not-found-page';

export const Route = createRootRoute({
  component: AppLayout,
  notFoundComponent: NotFoundPage,
});
