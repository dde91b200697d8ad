import { describe, expect, it } from 'vitest';
import { parseServerMessage } from '../../domain/realtime';
import { deltaEffects } from './deltas';
import { onClosed, onOpened, onRestarted, onRevive, type ReconnectState } from './reconnect';

describe('reconnect schedule', () => {
  it('waits 1 s, 2 s, 4 s (+ jitter < 1 s), then falls back to polling', () => {
    let state: ReconnectState = onOpened();
    const delays: number[] = [];
    for (let i = 0; i < 3; i++) {
      const step = onClosed(state, () => 0.5);
      expect(step.action).toBe('wait');
      if (step.action === 'wait') delays.push(step.delayMs);
      state = step.state;
    }
    expect(delays).toEqual([1500, 2500, 4500]);
    const last = onClosed(state, () => 0.5);
    expect(last).toEqual({ action: 'poll', state: { attempt: 4, status: 'polling' } });
  });

  it('never waits more than 15 s and gets a fresh budget on revive', () => {
    for (const r of [0, 0.3, 0.999]) {
      let state = onRevive();
      for (let i = 0; i < 3; i++) {
        const step = onClosed(state, () => r);
        if (step.action === 'wait') expect(step.delayMs).toBeLessThanOrEqual(15_000);
        state = step.state;
      }
    }
    expect(onRevive()).toEqual({ attempt: 0, status: 'connecting' });
  });

  it('a restarting replica (1012) means reconnect now: under 1 s, with a fresh budget', () => {
    expect(onRestarted(() => 0.5)).toEqual({
      action: 'wait',
      delayMs: 500,
      state: { attempt: 0, status: 'connecting' },
    });
    expect(onRestarted(() => 0.999)).toMatchObject({ delayMs: 999 });
  });
});

const effects = (frame: unknown) => {
  const message = parseServerMessage(frame);
  if (!message) throw new Error('invalid frame');
  return deltaEffects(message);
};

describe('delta reducer', () => {
  it('a notification goes to the notifications table', () => {
    const [effect] = effects({
      type: 'notification',
      data: { id: 3, type: 'reservation', title: 'Reserva', message: 'Pronta', isRead: false, sentAt: 'x' },
    });
    expect(effect).toMatchObject({ kind: 'notification', notification: { id: '3', title: 'Reserva' } });
  });

  it('reservation_update refetches reservations and user data', () => {
    expect(effects({ type: 'reservation_update', data: { reservationId: 1, status: 'completed' } })).toEqual([
      { kind: 'refresh', collections: ['reservations', 'me'] },
    ]);
  });

  it('product and store events upsert, delete, or refetch when the row is missing', () => {
    const data = {
      productId: '9',
      productName: 'Caqui',
      storeId: 2,
      category: 'frutas',
      price: 5,
      isHighlighted: false,
    };
    expect(effects({ type: 'product-updated', data: { ...data, product: { id: 9 } } })).toEqual([
      { kind: 'product', productId: 9, row: { id: 9 }, deleted: false },
    ]);
    // The named events say when the home's highlight shelf must be read again too.
    expect(
      effects({
        type: 'product-updated',
        data: { ...data, product: { id: 9 }, events: ['ProductHighlighted'] },
      }),
    ).toEqual([
      { kind: 'product', productId: 9, row: { id: 9 }, deleted: false },
      { kind: 'refresh', collections: ['highlights'] },
    ]);
    expect(
      effects({ type: 'product-created', data: { ...data, events: ['ProductHighlighted'] } }),
    ).toContainEqual({ kind: 'refresh', collections: ['highlights'] });
    expect(
      effects({
        type: 'product-updated',
        data: { ...data, product: { id: 9 }, events: ['ProductPriceChanged'] },
      }),
    ).toEqual([{ kind: 'product', productId: 9, row: { id: 9 }, deleted: false }]);
    expect(effects({ type: 'product-deleted', data })).toEqual([
      { kind: 'product', productId: 9, row: undefined, deleted: true },
    ]);
    expect(effects({ type: 'store-created', data: { storeId: 4 } })).toEqual([
      { kind: 'store', storeId: 4, row: undefined, deleted: false },
    ]);
  });

  it('data-changed and cache-invalidate refetch what they name; force-logout logs out', () => {
    expect(effects({ type: 'data-changed', data: { entity: 'user-data' } })[0]).toMatchObject({
      kind: 'refresh',
      collections: ['me', 'wishlist', 'reservations', 'favoriteStores', 'notifications', 'redemptions'],
    });
    expect(effects({ type: 'cache-invalidate', data: { keys: ['categories', 'products:12'] } })).toEqual([
      { kind: 'drop-queries', keys: ['categories', 'products:12'] },
      { kind: 'refresh', collections: ['categories', 'catalogue', 'highlights'] },
    ]);
    // The server's cache events (flag websocket-cache-events) name /api paths: cached reads only, no pull.
    expect(effects({ type: 'cache-invalidate', data: { keys: ['/api/products/12'] } })).toEqual([
      { kind: 'drop-queries', keys: ['/api/products/12'] },
      { kind: 'refresh', collections: [] },
    ]);
    expect(effects({ type: 'force-logout', data: { reason: 'x' } })).toEqual([{ kind: 'logout' }]);
    expect(effects({ type: 'pong' })).toEqual([{ kind: 'none' }]);
  });

  it('resync asks for the re-read of a reconnect', () => {
    expect(effects({ type: 'resync', data: { reason: 'events-missed' } })).toEqual([{ kind: 'resync' }]);
  });
});
