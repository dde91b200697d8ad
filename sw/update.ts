import { PAGE_MESSAGES } from '../src/data/worker-protocol';

declare const self: ServiceWorkerGlobalScope;

/**
 * A new worker waits until the page accepts ('Nova versão disponível' → SKIP_WAITING), so an open
 * tab never mixes assets of two builds. The first install claims clients so offline works at once.
 */
export function setupUpdateFlow(): void {
  self.addEventListener('message', (event) => {
    const type = (event.data as { type?: string } | null)?.type;
    if (type === PAGE_MESSAGES.skipWaiting) void self.skipWaiting();
    // A page whose navigation started while this worker was activating missed the activate-time claim;
    // it asks, so it works offline without a reload.
    if (type === PAGE_MESSAGES.claim) event.waitUntil(self.clients.claim());
  });
  self.addEventListener('activate', (event) => {
    event.waitUntil(self.clients.claim());
  });
}
