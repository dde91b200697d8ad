import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

export const IMAGE_CACHE = 'feira-images-v1';

/**
 * Product and store photos: cache-first (their URLs never change meaning), bounded, and dropped
 * first when the origin runs out of quota so the queue and the shell are never the victims.
 */
export function setupRuntimeCaching(): void {
  registerRoute(
    ({ request, url }) =>
      request.destination === 'image' &&
      url.origin === self.location.origin &&
      (url.pathname.startsWith('/demo/') || url.pathname.startsWith('/uploads/')),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
