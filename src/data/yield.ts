/**
 * Gives the main thread back to the browser between two steps of a longer piece of work (the data layer's
 * start): a tap, a frame or React's hydration runs in between. `scheduler.yield()` where the browser has it (the
 * work resumes ahead of other queued tasks), else a message to ourselves, which runs as soon as the tasks
 * already queued have, with no timer's clamping.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
