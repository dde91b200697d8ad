/**
 * Redirects the data layer needs (session expiry, logout) go through the router the app registers here,
 * never through window.location, so a redirect keeps the SPA (and its Dexie handles) alive.
 */
type Navigate = (path: string) => void;

let navigate: Navigate | null = null;

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(path: string): void {
  navigate?.(path);
}

/** Where the app is now; '/' when there is no window (tests, workers). */
export function currentPath(): string {
  return globalThis.location?.pathname ?? '/';
}

/** Spec 000 §2: after expiry or logout the app goes to / unless already on / or under /auth/. */
export function shouldRedirectHome(path: string): boolean {
  return path !== '/' && !path.startsWith('/auth/');
}
