/**
 * The live channel /ws/notifications (protocol in src/domain/realtime.ts): subscribe on open, ping every
 * 10 s, reconnect per reconnect.ts, then fall back to polling and retry on `online`/visibility. A close with
 * 1008 or an auth reason, or `force-logout`, ends the session; 1012 (replica restarting) reconnects at once. Messages become effects (deltas.ts).
 */
import { SOCKET } from '../../domain/constants';
import {
  type ClientMessage,
  DEFAULT_CHANNELS,
  isAuthClose,
  isServiceRestart,
  PROTOCOL_VERSION,
  parseServerMessage,
} from '../../domain/realtime';
import { db } from '../db';
import { requestJson } from '../http';
import { applyProductDelta, applyStoreDelta } from './catalogue';
import { type DeltaEffect, deltaEffects } from './deltas';
import { notificationFromServer } from './notifications';
import type { Collection } from './policy';
import {
  onClosed,
  onOpened,
  onRestarted,
  onRevive,
  type RealtimeStatus,
  type ReconnectState,
} from './reconnect';

export interface RealtimeHooks {
  refresh(collections: Collection[]): void;
  /**
   * A socket opened, or the server said `resync`: what changed while nothing was pushed to this socket is read
   * again.
   */
  connected(): void;
  logout(): void;
  expire(): void;
  signedIn(): boolean;
  /**
   * Flag `enhanced-websocket-routing`: true = catalogue events only for the stores the open pages watch
   * (`store:{id}` channels) instead of the whole catalogue; the sync engine then polls the catalogue.
   */
  perStoreRouting(): boolean;
  /** A `cache-invalidate` named these paths: the app's cached reads of them go (when its flag is on). */
  dropQueries?(keys: string[]): void;
}

type StatusListener = (status: RealtimeStatus) => void;

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private state: ReconnectState = { attempt: 0, status: 'disconnected' };
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  /** Only the latest connect() may open a socket: a stop/start while a ticket was on its way opened two. */
  private connectGeneration = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<StatusListener>();
  private stopped = true;
  /** Channels the open pages need (`store:12`), besides DEFAULT_CHANNELS; sent again on every opening. */
  private readonly pageChannels = new Set<string>();
  /** Whether this socket was told to leave the catalogue channel (per-store routing). */
  private leftCatalogue = false;

  constructor(
    private readonly hooks: RealtimeHooks,
    private readonly random: () => number = Math.random,
  ) {}

  get status(): RealtimeStatus {
    return this.state.status;
  }

  subscribe(listener: StatusListener): () => void {
    this.listeners.add(listener);
    listener(this.state.status);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private setState(state: ReconnectState): void {
    const changed = state.status !== this.state.status;
    this.state = state;
    if (changed) for (const listener of this.listeners) listener(state.status);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.setState(onRevive());
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'logout');
    this.setState({ attempt: 0, status: 'disconnected' });
  }

  /** A page needs `channel` (subscribe now if open, and on every later opening). */
  watch(channel: string): void {
    if (this.pageChannels.has(channel)) return;
    this.pageChannels.add(channel);
    this.send({ type: 'subscribe', channels: [channel] });
  }

  /** No page needs `channel` any more: tell the server (spec 000 §7's unsubscribe). */
  unwatch(channel: string): void {
    if (!this.pageChannels.delete(channel)) return;
    this.send({ type: 'unsubscribe', channels: [channel] });
  }

  /** The routing flag changed: join or leave the catalogue channel on the open socket. */
  applyRouting(): void {
    const leave = this.hooks.perStoreRouting();
    if (leave === this.leftCatalogue || this.socket?.readyState !== WebSocket.OPEN) return;
    this.leftCatalogue = leave;
    this.send({ type: leave ? 'unsubscribe' : 'subscribe', channels: ['catalogue'] });
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** `online` or visible again: a socket in polling mode gets a fresh budget. */
  revive(): void {
    if (this.stopped || this.state.status === 'connected' || this.state.status === 'connecting') return;
    this.setState(onRevive());
    void this.connect();
  }

  private async url(): Promise<string> {
    const base = new URL('/ws/notifications', globalThis.location.href);
    base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
    base.searchParams.set('v', String(PROTOCOL_VERSION));
    try {
      // A short-lived ticket works even where the cookie does not reach the socket (bearer-only sessions).
      const { data } = await requestJson<{ ticket?: string }>('/api/realtime/ticket', {
        method: 'POST',
        body: {},
      });
      if (data?.ticket) base.searchParams.set('ticket', data.ticket);
    } catch {
      // The cookie still authenticates a same-origin socket.
    }
    return base.href;
  }

  private async connect(): Promise<void> {
    if (this.stopped || !this.hooks.signedIn()) return;
    const generation = ++this.connectGeneration;
    const url = await this.url();
    if (this.stopped || generation !== this.connectGeneration) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch {
      // The browser refused the URL itself (spec 000 §4's `error`): no retry can fix that.
      this.stopped = true;
      this.setState({ attempt: 0, status: 'error' });
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.setState(onOpened());
      // The server joins DEFAULT_CHANNELS on its own; per-store routing leaves the catalogue channel.
      this.leftCatalogue = this.hooks.perStoreRouting();
      const channels = DEFAULT_CHANNELS.filter((c) => !(this.leftCatalogue && c === 'catalogue'));
      socket.send(JSON.stringify({ type: 'subscribe', channels: [...channels, ...this.pageChannels] }));
      if (this.leftCatalogue) socket.send(JSON.stringify({ type: 'unsubscribe', channels: ['catalogue'] }));
      clearInterval(this.pingTimer);
      this.pingTimer = setInterval(() => {
        if (socket.readyState === WebSocket.OPEN)
          socket.send(JSON.stringify({ type: 'ping', timestamp: Date.now() }));
      }, SOCKET.pingIntervalMs);
      this.hooks.connected();
    });
    socket.addEventListener('message', (event) => {
      const message = parseServerMessage(event.data);
      if (!message) return;
      if (message.type === 'error' && message.data.code === 'PROTOCOL_VERSION_UNSUPPORTED')
        this.stopped = true;
      for (const effect of deltaEffects(message)) void this.run(effect);
    });
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closed(event.code, event.reason);
    });
  }

  private closed(code: number, reason: string): void {
    clearInterval(this.pingTimer);
    if (this.stopped) {
      // Stopped by the server's own verdict (unsupported protocol): the channel is in error, not retried.
      this.setState({ attempt: 0, status: 'error' });
      return;
    }
    if (isAuthClose(code, reason)) {
      this.stop();
      this.hooks.expire();
      return;
    }
    const step = isServiceRestart(code) ? onRestarted(this.random) : onClosed(this.state, this.random);
    this.setState(step.state);
    if (step.action === 'wait') this.retryTimer = setTimeout(() => void this.connect(), step.delayMs);
  }

  private async run(effect: DeltaEffect): Promise<void> {
    switch (effect.kind) {
      case 'notification': {
        const row = notificationFromServer(effect.notification);
        if (row) await db.notifications.put(row);
        await updatePageBadge();
        return;
      }
      case 'refresh':
        this.hooks.refresh(effect.collections);
        return;
      case 'drop-queries':
        this.hooks.dropQueries?.(effect.keys);
        return;
      case 'product':
        await applyProductDelta(effect.productId, effect.row, effect.deleted);
        return;
      case 'store':
        await applyStoreDelta(effect.storeId, effect.row, effect.deleted);
        return;
      case 'resync':
        // The server missed events while its database connection was down: the same catch-up as a reconnect.
        this.hooks.connected();
        return;
      case 'logout':
        // Stop first (this runs synchronously inside the message handler): the server closes the socket
        // with 1008 right after this frame, and that close must not end the session a second time
        // ('Sessão Expirada' and a second redirect on top of the logout).
        this.stop();
        this.hooks.logout();
        return;
      default:
        return;
    }
  }
}

/** App badge with the unread count where the platform supports it. */
export async function updatePageBadge(): Promise<void> {
  const nav = globalThis.navigator as
    | (Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> })
    | undefined;
  if (!nav?.setAppBadge) return;
  const unread = await db.notifications.filter((n) => !n.isRead).count();
  await (unread > 0 ? nav.setAppBadge(unread) : nav.clearAppBadge?.())?.catch(() => undefined);
}
