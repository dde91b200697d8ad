/**
 * Resolves in a new task of the event loop (a message to ourselves: no 4 ms clamp as nested timers have),
 * after the current one and the renders its microtasks started have finished. Long work split with it leaves
 * the browser room to paint and to answer a tap between the pieces.
 */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
