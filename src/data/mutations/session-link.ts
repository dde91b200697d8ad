/**
 * What the mutation engine needs from the session, set by the session module at start. It lives apart from
 * engine.ts so the session (on the first route) does not pull the engine in: the engine loads only when
 * there is something to send.
 */
let userSource: () => number | null = () => null;
let unauthorizedHandler: () => void = () => {};

export function setCurrentUserSource(source: () => number | null): void {
  userSource = source;
}

/** Called when a send got 401: the session module re-checks and expires the session if needed. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

export const currentUserId = (): number | null => userSource();
export const onUnauthorized = (): void => unauthorizedHandler();
