import { create } from 'zustand';

/** What a sign-out would take off the device: writes not yet on the server, and refused writes kept to review. */
export interface SignOutLosses {
  unsent: number;
  refused: number;
}

/**
 * The sign-out question of the common layout: set when "Sair" finds writes of the user a sign-out would
 * discard (how many of each), so the user chooses. Null when no question is open.
 */
export const useSignOutDialogStore = create<{ losses: SignOutLosses | null }>(() => ({ losses: null }));

export function askAboutLosses(losses: SignOutLosses): void {
  useSignOutDialogStore.setState({ losses });
}

export function closeSignOutDialog(): void {
  useSignOutDialogStore.setState({ losses: null });
}
