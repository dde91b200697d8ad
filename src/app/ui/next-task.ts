/**
 * Resolves in a later task of the event loop (not a microtask): work after it is a task of its own, and the
 * browser may paint and handle input in between. `scheduler.yield()` where the browser has it (its
 * continuation goes before other waiting tasks); otherwise a message to self, because chained `setTimeout(0)`s
 * are clamped to 4 ms each from the fifth on, and the start chains about a dozen.
 */
export function nextTask(): Promise<void> {
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
