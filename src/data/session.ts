/**
 * The signed-in user, outside React (useSyncExternalStore-friendly). Owns: the start-up check
 * (/api/auth/status then /api/users/me), the profile copy in localStorage and the `me` table, the 10-min
 * re-check, session expiry (spec 000 §4: clear, 'Sessão Expirada', stop checking, go to / after 1.5 s),
 * logout (login, registration and the account calls are in account.ts, off the first route). It is also the ONE owner of the redirect home after a
 * logout or an expiry: guards read `ending` and wait for it instead of sending the user elsewhere first. Any end
 * of the session clears the user's personal data (private-data.ts); an expiry keeps their queued writes parked
 * for them (docs/data-and-sync.md), a sign-out discards them and queues the sign-out itself (sign-out-queue.ts).
 */
import { AUTH } from '../domain/constants';
import { messages } from '../domain/messages';
import { db } from './db';
import { ApiError, forgetLegacyAuthToken, requestJson } from './http';
import { emitMessage } from './messages';
import { setCurrentUserSource, setUnauthorizedHandler } from './mutations/session-link';
import { currentPath, navigateTo, shouldRedirectHome } from './navigation';
import { clearPersonalData, clearSignedOutUser, dropCachedCopies } from './private-data';
import { tellWorkerSession } from './service-worker';
import { forgetSignOuts, queueSignOut, sendSignOuts, signedOutUsers } from './sign-out-queue';

export type SessionUser = {
  id: number;
  firstName: string;
  lastName: string;
  name: string;
  username: string | null;
  email: string;
  phone: string | null;
  avatarUrl: string | null;
  role: 'shopper' | 'seller' | 'admin';
  isSeller: boolean;
  isAdmin: boolean;
  trialEndsAt: string | null;
  stats: {
    wishlistCount: number;
    reservationsCount: number;
    totalReservationsCount: number;
    activeReservationsCount: number;
    completedReservationsCount: number;
    cancelledReservationsCount: number;
    expiredReservationsCount: number;
    favoriteStoresCount: number;
  };
};

/** Why the session just ended, while the redirect home (spec 000 §2) is still pending. */
export type SessionEnding = 'signed-out' | 'expired';

export type SessionState = {
  status: 'loading' | 'authenticated' | 'anonymous';
  user: SessionUser | null;
  /**
   * Set from the moment a logout or expiry clears the user until its delayed redirect home has run:
   * account guards must not bounce the user to /login in between (that was a second redirect).
   */
  ending?: SessionEnding;
};

export const PROFILE_STORAGE_KEY = 'feira-user';
const EMPTY_STATS: SessionUser['stats'] = {
  wishlistCount: 0,
  reservationsCount: 0,
  totalReservationsCount: 0,
  activeReservationsCount: 0,
  completedReservationsCount: 0,
  cancelledReservationsCount: 0,
  expiredReservationsCount: 0,
  favoriteStoresCount: 0,
};

let state: SessionState = { status: 'loading', user: null };
const listeners = new Set<() => void>();
let recheckTimer: ReturnType<typeof setInterval> | undefined;

setCurrentUserSource(() => state.user?.id ?? null);
setUnauthorizedHandler(() => void refreshSession());

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function setState(next: SessionState): void {
  if (next.status === state.status && next.user === state.user && next.ending === state.ending) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Accepts the profile itself, `{user}`, or `{user, stats}`; unknown fields are ignored. */
export function toSessionUser(body: unknown, previous?: SessionUser | null): SessionUser | null {
  if (!body || typeof body !== 'object') return null;
  const outer = body as Record<string, unknown>;
  const raw = (outer.user && typeof outer.user === 'object' ? outer.user : outer) as Record<string, unknown>;
  if (typeof raw.id !== 'number') return null;
  const role = raw.role === 'seller' || raw.role === 'admin' ? raw.role : 'shopper';
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const stats = (raw.stats ?? outer.stats) as Partial<SessionUser['stats']> | undefined;
  return {
    id: raw.id,
    firstName: text(raw.firstName) ?? '',
    lastName: text(raw.lastName) ?? '',
    name: text(raw.name) ?? [raw.firstName, raw.lastName].filter(Boolean).join(' '),
    username: text(raw.username),
    email: text(raw.email) ?? '',
    phone: text(raw.phone),
    avatarUrl: text(raw.avatarUrl),
    role,
    isSeller: role === 'seller',
    isAdmin: role === 'admin',
    trialEndsAt: text(raw.trialEndsAt),
    stats: { ...EMPTY_STATS, ...(previous?.id === raw.id ? previous.stats : {}), ...stats },
  };
}

function readCachedProfile(): SessionUser | null {
  try {
    const text = globalThis.localStorage?.getItem(PROFILE_STORAGE_KEY);
    return text ? toSessionUser(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export async function storeUser(user: SessionUser): Promise<void> {
  const previous = state.user ?? readCachedProfile();
  // Another account on this device: the previous user's rows must not show (their queue stays parked).
  if (previous && previous.id !== user.id) await clearPersonalData();
  try {
    globalThis.localStorage?.setItem(PROFILE_STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage full or disabled: the session still works for this tab.
  }
  // Also the device's record of who is signed in: the service worker shows pushes only for this user.
  await db.me.put({ key: 'me', user, fetchedAt: Date.now() }).catch(() => undefined);
  // Signed in again before the redirect of a logout ran: that redirect belongs to the old session.
  cancelHomeRedirect();
  setState({ status: 'authenticated', user });
  tellWorkerSession(user.id);
  startRecheck();
}

/**
 * The device forgets the user: state, the cached profile `restoreSession()` would bring back, the worker's
 * idea of who is signed in, and the user's data (personal tables always; their unsent writes too on a
 * sign-out). The callers also drop the device's push subscription: the next person on this phone must not get
 * this user's notifications.
 */
async function forgetUser(ending: SessionEnding): Promise<void> {
  const known = state.user ?? readCachedProfile();
  const userId = known?.id ?? null;
  stopRecheck();
  forgetLegacyAuthToken();
  try {
    globalThis.localStorage?.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  // Clears the user and marks the pending redirect in one update: no render sees "anonymous, no reason".
  scheduleHomeRedirect(ending);
  tellWorkerSession(null);
  const cleared =
    ending === 'signed-out' && userId !== null ? clearSignedOutUser(userId) : clearPersonalData();
  await Promise.all([
    cleared.catch(() => undefined),
    dropCachedCopies(known?.avatarUrl).catch(() => undefined),
  ]);
}

/** Loaded on use (push is not on the first route); never fails the sign-out it is part of. */
const unsubscribeDevicePush = () =>
  import('./push').then((push) => push.unsubscribeDevice()).catch(() => undefined);

/** No user; a logout/expiry redirect still pending keeps its marker (a re-check must not drop it). */
function setAnonymous(): void {
  setState({ status: 'anonymous', user: null, ending: state.ending });
}

/**
 * The device's copy of the session: the profile cached at sign-in, shown at once (offline-first). Read at
 * start-up, and by an action that needs the user before start-up has run (a tap on a page that has just
 * hydrated), so the action is not sent to the login screen, nor queued for nobody. A no-op once the
 * session is known.
 */
export function restoreSession(): SessionState {
  if (state.status !== 'loading' || state.user) return state;
  const cached = readCachedProfile();
  if (cached) setState({ status: 'authenticated', user: cached });
  return state;
}

/** Start-up: show the cached profile at once, then confirm with the server. */
export async function startSession(): Promise<void> {
  forgetLegacyAuthToken();
  restoreSession();
  await refreshSession();
}

let refreshing: Promise<void> | null = null;

/** /api/auth/status then /api/users/me; a 401 expires the session, a network failure keeps what we have. */
export function refreshSession(): Promise<void> {
  refreshing ??= checkSession().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function checkSession(): Promise<void> {
  // A sign-out the app was closed in the middle of: the device finishes clearing it before anything else
  // (the profile may already be gone while the user's rows are not).
  for (const userId of await signedOutUsers()) {
    if (state.user?.id === userId) {
      await forgetUser('signed-out');
      void unsubscribeDevicePush();
    } else await clearSignedOutUser(userId).catch(() => undefined);
  }
  // A sign-out not sent yet: the cookie may still carry that session, which must not sign the user back in.
  if (!(await sendSignOuts())) {
    if (!state.user) setAnonymous();
    return;
  }
  try {
    const { data } = await requestJson<{ authenticated?: boolean }>('/api/auth/status', { retries: 1 });
    if (!data?.authenticated) {
      if (state.user) await expireSession();
      else setAnonymous();
      return;
    }
    await refreshProfile();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      if (state.user) await expireSession();
      else setAnonymous();
      return;
    }
    // Offline or server trouble: keep the cached session; an unknown one stays anonymous.
    if (state.status === 'loading') setAnonymous();
  }
}

/** GET /api/users/me: profile and stats (retried up to 2 times, spec 000 §7). */
export async function refreshProfile(): Promise<SessionUser | null> {
  const { data } = await requestJson<unknown>('/api/users/me', { retries: 2 });
  const user = toSessionUser(data, state.user);
  if (user) await storeUser(user);
  return user;
}

let expiring = false;

/** Spec 000 §4: a 401 clears the user, says so, stops the periodic check, and goes to / after 1.5 s. */
export async function expireSession(): Promise<void> {
  if (expiring) return;
  expiring = true;
  try {
    await forgetUser('expired');
    void unsubscribeDevicePush();
    emitMessage({
      variant: 'destructive',
      title: messages.auth.sessionExpiredTitle,
      description: messages.auth.sessionExpiredDescription,
    });
  } finally {
    expiring = false;
  }
}

function startRecheck(): void {
  if (recheckTimer !== undefined) return;
  recheckTimer = setInterval(() => void refreshSession(), AUTH.recheckIntervalMs);
}

function stopRecheck(): void {
  if (recheckTimer !== undefined) clearInterval(recheckTimer);
  recheckTimer = undefined;
}

export type SessionBody = { user?: unknown };

/**
 * A login or registration answer (the session itself is in the HttpOnly cookie): keeps the user, and lets this
 * user's queued writes go.
 */
export async function signedIn(data: SessionBody): Promise<SessionUser> {
  const user = toSessionUser(data);
  if (!user) throw new ApiError(messages.request.invalidJson, 200, 'INVALID_ANSWER');
  // The sign-in replaced the browser's previous session on the server: a sign-out still queued is done.
  await forgetSignOuts().catch(() => undefined);
  await storeUser(user);
  // Counters come with the profile; a failure here must not undo the login.
  await refreshProfile().catch(() => undefined);
  // The session is renewed: queued writes of this user (kept on 401) may go now.
  // Handlers register when ./mutations loads; load it before pumping so verdicts find their handler.
  void import('./mutations').then((m) => m.pumpMutations());
  return state.user ?? user;
}

/**
 * Signs this device out, online or offline: clears state and the user's data first, queues the sign-out
 * (sent now, or as soon as the server can be reached: the server then ends this session, its sockets and
 * this device's push subscription) and unsubscribes the device from push. The user's unsent writes are
 * discarded: the app asks first (sign-out.ts). The redirect home after 1 s is scheduled by forgetUser;
 * callers only add their toast, never a redirect of their own.
 */
export async function logout(): Promise<void> {
  const userId = state.user?.id ?? readCachedProfile()?.id ?? null;
  // Queued before anything shows the user signed out: an app closed right after "Sair" still ends the
  // session on the server, and the next start finishes clearing the device (checkSession).
  if (userId !== null) await queueSignOut(userId).catch(() => undefined);
  await forgetUser('signed-out');
  await Promise.all([sendSignOuts(), unsubscribeDevicePush()]);
}

let homeRedirect: ReturnType<typeof setTimeout> | undefined;

/**
 * Spec 000 §2/§4: after a logout (1 s) or an expiry (1.5 s) go to /, unless already on / or under
 * /auth/. The place is read when the timer fires: a user who went to the login page meanwhile stays there.
 */
function scheduleHomeRedirect(ending: SessionEnding): void {
  cancelHomeRedirect();
  setState({ status: 'anonymous', user: null, ending });
  const delay = ending === 'expired' ? AUTH.sessionExpiredRedirectMs : AUTH.logoutRedirectMs;
  homeRedirect = setTimeout(() => {
    homeRedirect = undefined;
    if (shouldRedirectHome(currentPath())) navigateTo('/');
    // Done: from now on an anonymous visitor of an account page is sent to /login as usual.
    if (state.ending) setState({ status: state.status, user: state.user });
  }, delay);
}

function cancelHomeRedirect(): void {
  if (homeRedirect !== undefined) clearTimeout(homeRedirect);
  homeRedirect = undefined;
}

/** For route guards: no session, and no logout/expiry redirect pending, so the user must sign in. */
export function needsSignIn(session: SessionState): boolean {
  return session.status === 'anonymous' && session.user === null && session.ending === undefined;
}

/**
 * Back to the first-load state.
 * @internal Tests only.
 */
export function resetSessionForTests(): void {
  stopRecheck();
  cancelHomeRedirect();
  state = { status: 'loading', user: null };
}
