import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  variant: ToastVariant;
  title: string;
  description?: string;
}

interface ToastState {
  /** First entry is on screen; the rest wait their turn (spec 000 §9: one toast at a time). */
  queue: Toast[];
}

let nextId = 1;

export const useToastStore = create<ToastState>(() => ({ queue: [] }));

/** Shows a toast after the ones already waiting. Same title+description twice in a row is kept once. */
export function showToast(toast: Omit<Toast, 'id'>): void {
  useToastStore.setState((state) => {
    const last = state.queue[state.queue.length - 1];
    if (last && last.title === toast.title && last.description === toast.description) return state;
    return { queue: [...state.queue, { ...toast, id: nextId++ }] };
  });
}

export function dismissToast(id: number): void {
  useToastStore.setState((state) => ({ queue: state.queue.filter((t) => t.id !== id) }));
}

export const toastSuccess = (title: string, description?: string) =>
  showToast({ variant: 'success', title, description });
export const toastError = (title: string, description?: string) =>
  showToast({ variant: 'destructive', title, description });
