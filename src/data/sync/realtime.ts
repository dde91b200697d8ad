/**
 * The live channel /ws/notifications (protocol in src/domain/realtime.ts): subscribe on open, ping every
 * 10 s, reconnect per reconnect.ts, then fall back to polling and retry on `online`/visibility. A close with
 * 1008 or an auth reason, or `force-logout`, ends the session; 1012 (replica restarting) reconnects at once. Messages become effects (deltas.ts).
 */
import { SOCKET } from '../../domain/constants';
import {
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
  /** A socket opened: what changed while none listened was never pushed, so the app reads it again. */
  connected(): void;
  logout(): void;
  expire(): void;
  signedIn(): boolean;
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
      this.closed(1006, '');
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.setState(onOpened());
      socket.send(JSON.stringify({ type: 'subscribe', channels: DEFAULT_CHANNELS }));
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
      // Stopped by the server's own verdict (unsupported protocol): no socket is left, so say so.
      this.setState({ attempt: 0, status: 'disconnected' });
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
      case 'product':
        await applyProductDelta(effect.productId, effect.row, effect.deleted);
        return;
      case 'store':
        await applyStoreDelta(effect.storeId, effect.row, effect.deleted);
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
