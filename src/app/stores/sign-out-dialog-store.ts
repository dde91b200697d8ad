import { create } from 'zustand';

/**
 * The sign-out question of the common layout: set when "Sair" finds writes of the user not yet on the server
 * (how many), so the user chooses to wait for them or to discard them. Null when no question is open.
 */
export const useSignOutDialogStore = create<{ unsent: number | null }>(() => ({ unsent: null }));

export function askAboutUnsentWrites(unsent: number): void {
  useSignOutDialogStore.setState({ unsent });
}

export function closeSignOutDialog(): void {
  useSignOutDialogStore.setState({ unsent: null });
}
