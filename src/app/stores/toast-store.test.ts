import { beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, showToast, useToastStore } from './toast-store';

describe('toast queue', () => {
  beforeEach(() => useToastStore.setState({ queue: [] }));

  it('shows one at a time in order, and drops an immediate duplicate', () => {
    showToast({ variant: 'success', title: 'Adicionado!' });
    showToast({ variant: 'success', title: 'Adicionado!' });
    showToast({ variant: 'destructive', title: 'Erro', description: 'Não foi possível cancelar a reserva' });
    const queue = useToastStore.getState().queue;
    expect(queue.map((t) => t.title)).toEqual(['Adicionado!', 'Erro']);
    dismissToast(queue[0]?.id ?? -1);
    expect(useToastStore.getState().queue[0]?.description).toBe('Não foi possível cancelar a reserva');
  });
});
