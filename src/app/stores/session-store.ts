import { create } from 'zustand';
import { getSession, type SessionState, subscribeSession } from '../../data/session';

/**
 * Mirror of the data layer's session (src/data/session.ts) for React. The data layer owns the truth;
 * this store only re-renders components when it changes.
 */
export const useSessionStore = create<SessionState>(() => getSession());

subscribeSession(() => useSessionStore.setState(getSession(), true));

export function useSession(): SessionState {
  return useSessionStore();
}

export function useSessionUser() {
  return useSessionStore((state) => state.user);
}
