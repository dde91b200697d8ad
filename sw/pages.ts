import { SYNC_CHANNEL, type WorkerMessage } from '../src/data/worker-protocol';

declare const self: ServiceWorkerGlobalScope;

/** Tells every open page (controlled or not) through postMessage and the BroadcastChannel. */
export async function notifyPages(message: WorkerMessage): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage(message);
  if ('BroadcastChannel' in self) {
    const channel = new BroadcastChannel(SYNC_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
}
