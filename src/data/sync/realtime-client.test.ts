import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET } from '../../domain/constants';
import { db } from '../db';
import { jsonResponse } from '../test-responses';
import { RealtimeClient, type RealtimeHooks } from './realtime';

/**
 * A browser-shaped WebSocket the test drives from the "server" side: open(), receive(), drop(). Like a
 * browser, a close() asked by the page fires its close event later, not inside the call.
 */
class FakeSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeSocket[] = [];
  readonly OPEN = FakeSocket.OPEN;
  readyState = FakeSocket.CONNECTING;
  readonly sent: Array<Record<string, unknown>> = [];
  closedByClient: { code?: number; reason?: string } | null = null;

  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    if (this.readyState !== FakeSocket.OPEN) throw new Error('InvalidStateError: not open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code?: number, reason?: string): void {
    this.closedByClient = { code, reason };
    this.readyState = FakeSocket.CLOSING;
    queueMicrotask(() => this.drop(code ?? 1005, reason ?? ''));
  }

  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  receive(frame: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  drop(code = 1006, reason = ''): void {
    if (this.readyState === FakeSocket.CLOSED) return;
    this.readyState = FakeSocket.CLOSED;
    this.dispatchEvent(Object.assign(new Event('close'), { code, reason, wasClean: code !== 1006 }));
  }
}

/** Lets the ticket request (fetch + body parsing) and the socket handlers run, without moving fake time. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
}

function hooks(signedIn = true, perStore = { on: false }) {
  return {
    refresh: vi.fn<RealtimeHooks['refresh']>(),
    connected: vi.fn<RealtimeHooks['connected']>(),
    logout: vi.fn<RealtimeHooks['logout']>(),
    expire: vi.fn<RealtimeHooks['expire']>(),
    signedIn: vi.fn(() => signedIn),
    perStoreRouting: () => perStore.on,
  };
}

const sockets = () => FakeSocket.instances;
const last = () => {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
};

let tickets = 0;

beforeEach(async () => {
  FakeSocket.instances = [];
  tickets = 0;
  await Promise.all(db.tables.map((t) => t.clear()));
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('location', { href: 'https://feira.test/account', pathname: '/account' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/realtime/ticket')
        return jsonResponse(201, { ticket: `t-${++tickets}`, expiresAt: 'x' });
      return jsonResponse(404, { message: 'Não encontrado', code: 'NOT_FOUND' });
    }),
  );
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A client that is open on its first socket; jitter pinned to 0.5 s so the schedule is exact. */
async function connected(h = hooks()) {
  const client = new RealtimeClient(h, () => 0.5);
  client.start();
  await settle();
  last().open();
  return { client, h, socket: last() };
}

describe('RealtimeClient: connecting', () => {
  it('opens the socket with the protocol version and a fresh ticket, then subscribes and says it is connected', async () => {
    const seen: string[] = [];
    const h = hooks();
    const client = new RealtimeClient(h, () => 0.5);
    client.subscribe((status) => seen.push(status));
    client.start();
    await settle();
    expect(sockets()).toHaveLength(1);
    expect(last().url).toBe('wss://feira.test/ws/notifications?v=2&ticket=t-1');
    expect(client.status).toBe('connecting');
    last().open();
    expect(client.status).toBe('connected');
    expect(last().sent).toEqual([{ type: 'subscribe', channels: ['user', 'catalogue'] }]);
    expect(h.connected).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['disconnected', 'connecting', 'connected']);
  });

  it('a stop and start while the ticket is on its way opens one socket, not two', async () => {
    const client = new RealtimeClient(hooks(), () => 0.5);
    client.start();
    client.stop();
    client.start();
    await settle();
    expect(sockets()).toHaveLength(1);
    expect(sockets().filter((s) => s.readyState !== FakeSocket.CLOSED)).toHaveLength(1);
  });

  it('falls back to the cookie when the ticket cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const client = new RealtimeClient(hooks(), () => 0.5);
    client.start();
    await settle();
    expect(last().url).toBe('wss://feira.test/ws/notifications?v=2');
  });

  it('does not connect for an anonymous visitor', async () => {
    const client = new RealtimeClient(hooks(false), () => 0.5);
    client.start();
    await settle();
    expect(sockets()).toHaveLength(0);
  });

  it('pings every 10 s while open', async () => {
    const { socket } = await connected();
    await vi.advanceTimersByTimeAsync(SOCKET.pingIntervalMs - 1);
    expect(socket.sent.filter((m) => m.type === 'ping')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(SOCKET.pingIntervalMs);
    const pings = socket.sent.filter((m) => m.type === 'ping');
    expect(pings).toHaveLength(2);
    expect(typeof pings[0]?.timestamp).toBe('number');
  });
});

describe('RealtimeClient: messages become effects', () => {
  it('a notification lands in the notifications table', async () => {
    const { socket } = await connected();
    socket.receive({
      type: 'notification',
      data: {
        id: 31,
        type: 'reservation',
        title: 'Reserva pronta',
        message: 'Retire na banca',
        isRead: false,
        sentAt: '2025-05-10T12:00:00Z',
      },
    });
    await settle();
    expect(await db.notifications.get(31)).toMatchObject({ title: 'Reserva pronta', isRead: false });
  });

  it('a product row is upserted and a deleted product removed, without a refetch', async () => {
    const { socket } = await connected();
    const product = { id: 9, name: 'Caqui', storeId: 2, price: 5 };
    socket.receive({
      type: 'product-updated',
      data: {
        productId: 9,
        productName: 'Caqui',
        storeId: 2,
        category: 'frutas',
        price: 5,
        isHighlighted: false,
        product,
      },
    });
    await settle();
    expect(await db.products.get(9)).toMatchObject({ name: 'Caqui' });
    socket.receive({
      type: 'product-deleted',
      data: {
        productId: 9,
        productName: 'Caqui',
        storeId: 2,
        category: 'frutas',
        price: 5,
        isHighlighted: false,
      },
    });
    await settle();
    expect(await db.products.get(9)).toBeUndefined();
    const fetched = vi.mocked(fetch).mock.calls.map((c) => String(c[0]));
    expect(fetched).toEqual(['/api/realtime/ticket']);
  });

  it('data-changed refreshes the collections it names; malformed frames are ignored', async () => {
    const { socket, h } = await connected();
    h.refresh.mockClear();
    socket.dispatchEvent(new MessageEvent('message', { data: '{not json' }));
    socket.receive({ type: 'made-up', data: {} });
    expect(h.refresh).not.toHaveBeenCalled();
    socket.receive({ type: 'data-changed', data: { entity: 'wishlist' } });
    expect(h.refresh).toHaveBeenCalledWith(['wishlist', 'me']);
  });
});

describe('RealtimeClient: reconnecting', () => {
  it('retries after 1 s, 2 s and 4 s (+ jitter) with a new ticket each time, then falls back to polling', async () => {
    const { client } = await connected();
    const schedule = [1500, 2500, 4500];
    for (const [i, delay] of schedule.entries()) {
      last().drop(1006);
      expect(client.status).toBe('connecting');
      await vi.advanceTimersByTimeAsync(delay - 1);
      await settle();
      expect(sockets()).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(sockets()).toHaveLength(i + 2);
      expect(last().url).toContain(`ticket=t-${i + 2}`);
    }
    last().drop(1006);
    expect(client.status).toBe('polling');
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(sockets()).toHaveLength(4);
  });

  it('resync (the server missed events) reads everything again on the open socket, as a reconnect does', async () => {
    const { socket, h, client } = await connected();
    expect(h.connected).toHaveBeenCalledTimes(1);
    socket.receive({ type: 'resync', data: { reason: 'events-missed' } });
    await settle();
    expect(h.connected).toHaveBeenCalledTimes(2);
    expect(client.status).toBe('connected');
    expect(sockets()).toHaveLength(1);
  });

  it('a reopened socket says it is connected again, so what changed during the drop is read again', async () => {
    const { h } = await connected();
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(1500);
    await settle();
    expect(h.connected).toHaveBeenCalledTimes(1);
    last().open();
    expect(h.connected).toHaveBeenCalledTimes(2);
  });

  it('a successful open resets the budget: the next drop waits 1 s again', async () => {
    const { client } = await connected();
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(1500);
    await settle();
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(2500);
    await settle();
    last().open();
    expect(client.status).toBe('connected');
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(1500);
    await settle();
    expect(sockets()).toHaveLength(4);
  });

  it('revive (online / visible again) gives a polling client a fresh budget; a live one is left alone', async () => {
    const { client } = await connected();
    client.revive();
    await settle();
    expect(sockets()).toHaveLength(1);
    for (const delay of [1500, 2500, 4500]) {
      last().drop(1006);
      await vi.advanceTimersByTimeAsync(delay);
      await settle();
    }
    last().drop(1006);
    expect(client.status).toBe('polling');
    client.revive();
    expect(client.status).toBe('connecting');
    await settle();
    expect(sockets()).toHaveLength(5);
    last().open();
    expect(client.status).toBe('connected');
  });
});

describe('RealtimeClient: a replica restarting (1012)', () => {
  it('reconnects at once, never ends the session, and does not spend the retry budget', async () => {
    const { client, h } = await connected();
    // Two failed attempts first: a 1012 afterwards must still reconnect at once, not wait 4 s or poll.
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(1500);
    await settle();
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(2500);
    await settle();
    last().open();
    last().drop(SOCKET.serviceRestartCloseCode, 'Servidor reiniciando');
    expect(client.status).toBe('connecting');
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(sockets()).toHaveLength(4);
    last().open();
    expect(client.status).toBe('connected');
    expect(h.expire).not.toHaveBeenCalled();
    expect(h.logout).not.toHaveBeenCalled();
  });
});

describe('RealtimeClient: stopping', () => {
  it('a 1008 close ends the session once and never reconnects', async () => {
    const { client, h } = await connected();
    last().drop(SOCKET.policyViolationCloseCode, 'Não autenticado');
    expect(h.expire).toHaveBeenCalledTimes(1);
    expect(h.logout).not.toHaveBeenCalled();
    expect(client.status).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(sockets()).toHaveLength(1);
  });

  it('an auth-like reason with another code ends the session too', async () => {
    const { h } = await connected();
    last().drop(4001, 'Unauthorized');
    expect(h.expire).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(sockets()).toHaveLength(1);
  });

  it('force-logout logs out once: the 1008 the server sends next is not a second "session expired"', async () => {
    const { client, h, socket } = await connected();
    socket.receive({ type: 'force-logout', data: { reason: 'Sessão encerrada' } });
    socket.drop(SOCKET.policyViolationCloseCode, 'Sessão encerrada');
    await settle();
    expect(h.logout).toHaveBeenCalledTimes(1);
    expect(h.expire).not.toHaveBeenCalled();
    expect(client.status).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(sockets()).toHaveLength(1);
  });

  it('stop() closes the socket, stops pinging and never reconnects', async () => {
    const { client, socket } = await connected();
    client.stop();
    expect(socket.closedByClient).toEqual({ code: 1000, reason: 'logout' });
    await settle();
    expect(client.status).toBe('disconnected');
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(sockets()).toHaveLength(1);
    expect(socket.sent.filter((m) => m.type === 'ping')).toHaveLength(0);
  });

  it('stop() while the ticket is being fetched opens no socket', async () => {
    const client = new RealtimeClient(hooks(), () => 0.5);
    client.start();
    client.stop();
    await settle();
    expect(sockets()).toHaveLength(0);
  });

  it('stop() during a retry wait cancels the retry', async () => {
    const { client } = await connected();
    last().drop(1006);
    client.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(sockets()).toHaveLength(1);
  });

  it('a server that cannot speak this protocol version is not retried', async () => {
    const { client, h } = await connected();
    last().receive({
      type: 'error',
      data: { code: 'PROTOCOL_VERSION_UNSUPPORTED', message: 'Versão de protocolo não suportada' },
    });
    last().drop(1002, 'Versão de protocolo não suportada');
    expect(client.status).toBe('error');
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(sockets()).toHaveLength(1);
    expect(h.expire).not.toHaveBeenCalled();
    client.revive();
    await settle();
    expect(sockets()).toHaveLength(1);
  });
});

describe('RealtimeClient: page channels and routing', () => {
  it('subscribes to a channel a page watches, again after a reconnect, and unsubscribes when it leaves', async () => {
    const { client, socket } = await connected();
    client.watch('store:12');
    client.watch('store:12');
    expect(socket.sent.slice(1)).toEqual([{ type: 'subscribe', channels: ['store:12'] }]);
    socket.drop(1006);
    await vi.advanceTimersByTimeAsync(1500);
    await settle();
    last().open();
    expect(last().sent[0]).toEqual({ type: 'subscribe', channels: ['user', 'catalogue', 'store:12'] });
    client.unwatch('store:12');
    client.unwatch('store:12');
    expect(last().sent.slice(1)).toEqual([{ type: 'unsubscribe', channels: ['store:12'] }]);
  });

  it('per-store routing (flag enhanced-websocket-routing) leaves the catalogue channel, and joins it back', async () => {
    const perStore = { on: true };
    const { client, socket } = await connected(hooks(true, perStore));
    expect(socket.sent).toEqual([
      { type: 'subscribe', channels: ['user'] },
      { type: 'unsubscribe', channels: ['catalogue'] },
    ]);
    perStore.on = false;
    client.applyRouting();
    client.applyRouting();
    expect(socket.sent.slice(2)).toEqual([{ type: 'subscribe', channels: ['catalogue'] }]);
  });

  it('a socket the browser refuses to build is in error, not retried', async () => {
    vi.stubGlobal(
      'WebSocket',
      class {
        constructor() {
          throw new SyntaxError('bad url');
        }
      },
    );
    const client = new RealtimeClient(hooks(), () => 0.5);
    client.start();
    await settle();
    expect(client.status).toBe('error');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.status).toBe('error');
  });
});
