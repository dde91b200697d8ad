import { create } from 'zustand';
import {
  getSession,
  needsSignIn,
  type SessionState,
  type SessionUser,
  subscribeSession,
} from '../../data/session';
import { useHydrating } from '../ssr/hydration';

export type { SessionState, SessionUser };

/**
 * The one way the app reads the session: these hooks, over a mirror of the data layer's session
 * (src/data/session.ts owns the truth; this store only re-renders components when it changes).
 */
export const useSessionStore = create<SessionState>(() => getSession());

subscribeSession(() => useSessionStore.setState(getSession(), true));

/** What the server renders: it never knows who is signed in on this device (the page is the same for all). */
const SERVER_SESSION: SessionState = { status: 'loading', user: null };

export function useSession(): SessionState {
  const state = useSessionStore();
  return useHydrating() ? SERVER_SESSION : state;
}

export function useSessionUser(): SessionUser | null {
  return useSession().user;
}

/**
 * What an area guard does now: 'wait' while the session loads or while a logout/expiry is taking the user
 * home (a /login detour then would be a second redirect), 'sign-in' for anonymous visitors, else the user.
 */
export type SessionGate = { kind: 'wait' } | { kind: 'sign-in' } | { kind: 'user'; user: SessionUser };

export function useSessionGate(): SessionGate {
  const session = useSession();
  if (session.user) return { kind: 'user', user: session.user };
  return needsSignIn(session) ? { kind: 'sign-in' } : { kind: 'wait' };
}
