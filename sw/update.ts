declare const self: ServiceWorkerGlobalScope;

/**
 * A new worker waits until the page accepts ('Nova versão disponível' → SKIP_WAITING), so an open
 * tab never mixes assets of two builds. The first install claims clients so offline works at once.
 */
export function setupUpdateFlow(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim());
  });
}
