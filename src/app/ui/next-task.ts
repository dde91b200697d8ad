/**
 * Resolves in a later task of the event loop (not a microtask): work after it is a task of its own, and the
 * browser may paint and handle input in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
