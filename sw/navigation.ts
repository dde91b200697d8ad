import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Every client-side route opens offline from the precached shell; the API and socket never do. */
export function setupNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), {
      denylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/uploads(\/|$)/],
    }),
  );
}
