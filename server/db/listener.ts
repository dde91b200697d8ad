/**
 * The LISTEN connection of a process on PostgreSQL: one dedicated connection (not from the pool) that carries
 * every channel this process listens on. When it errors or ends (a PostgreSQL restart, a network cut, or a
 * heartbeat that got no answer), it is reopened with capped exponential backoff and jitter, every LISTEN is
 * issued again, and only then is it counted up. Whoever subscribed to `onRestored` hears that it is back:
 * what was published while it was down never reached this process.
 */
import pg from 'pg';

/** The first retry waits about this long; each failure doubles it up to the configured cap. */
const RECONNECT_BASE_MS = 250;
/**
 * A LISTEN connection that the server stopped answering (SIGSTOP, a partition the kernel has not noticed)
 * looks open: a round trip every so often proves it is alive.
 */
const HEARTBEAT_EVERY_MS = 10_000;

/**
 * Delay before reconnect attempt `attempt` (0-based): half of min(cap, base × 2^attempt) fixed, the other half
 * random, so replicas that lost PostgreSQL together do not come back in lockstep and the wait still grows.
 */
export function reconnectDelayMs(attempt: number, capMs: number, random: () => number): number {
  const ceiling = Math.min(capMs, RECONNECT_BASE_MS * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export interface ListenerOptions {
  client: pg.ClientConfig;
  reconnectMaxMs: number;
  /** Bound of the heartbeat's round trip. */
  heartbeatTimeoutMs: number;
  log: { warn(message: string): void; info(message: string): void };
  random?: () => number;
}

type Handler = (payload: string) => void;

export class ResilientListener {
  private client: pg.Client | null = null;
  private opening: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private attempt = 0;
  private lostSince: number | null = null;
  private closed = false;
  private readonly channels = new Map<string, Set<Handler>>();
  private readonly restoredListeners = new Set<() => void>();

  constructor(private readonly options: ListenerOptions) {}

  /** Up: the connection is open and every channel is listened on (also true before any channel was asked). */
  up(): boolean {
    return this.lostSince === null && (this.channels.size === 0 || this.client !== null);
  }

  onRestored(listener: () => void): () => void {
    this.restoredListeners.add(listener);
    return () => {
      this.restoredListeners.delete(listener);
    };
  }

  /**
   * Listens on `channel`. The first call opens the connection and fails if it cannot (the process is starting
   * and needs its database); later calls only add the channel, listened on at once or when the connection is
   * back.
   */
  async listen(channel: string, handler: Handler): Promise<() => Promise<void>> {
    let handlers = this.channels.get(channel);
    const fresh = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.channels.set(channel, handlers);
    }
    handlers.add(handler);
    if (!this.client && !this.opening && this.lostSince === null) {
      this.opening = this.open().finally(() => {
        this.opening = null;
      });
    }
    if (this.opening) {
      // open() listens on every channel known when its LISTENs run, this one included.
      await this.opening;
    } else if (fresh && this.client) {
      await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    return async () => {
      handlers.delete(handler);
      if (handlers.size > 0 || this.channels.get(channel) !== handlers) return;
      this.channels.delete(channel);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeatTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async open(): Promise<void> {
    const client = new pg.Client(this.options.client);
    // Errors of a client that is not (or no longer) the current one are its own business: it is being dropped.
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'conexão encerrada'));
    client.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const handler of this.channels.get(message.channel) ?? []) handler(message.payload);
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys())
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = setInterval(() => this.heartbeat(client), HEARTBEAT_EVERY_MS);
    this.heartbeatTimer.unref();
    if (this.lostSince !== null) {
      this.options.log.info(
        `PostgreSQL: conexão de LISTEN restabelecida após ${Math.round((Date.now() - this.lostSince) / 1000)} s`,
      );
      this.lostSince = null;
      for (const listener of this.restoredListeners) listener();
    }
  }

  private heartbeat(client: pg.Client): void {
    const timer = setTimeout(
      () => this.lost(client, 'sem resposta ao heartbeat'),
      this.options.heartbeatTimeoutMs,
    );
    client.query('SELECT 1').then(
      () => clearTimeout(timer),
      (error: unknown) => {
        clearTimeout(timer);
        this.lost(client, error instanceof Error ? error.message : 'heartbeat falhou');
      },
    );
  }

  private lost(client: pg.Client, reason: string): void {
    if (client !== this.client || this.closed) return;
    this.client = null;
    clearInterval(this.heartbeatTimer);
    this.lostSince ??= Date.now();
    this.options.log.warn(`PostgreSQL: conexão de LISTEN perdida (${reason}); reconectando`);
    // end() also cuts a socket whose server stopped answering: its LISTENs die with the session.
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = reconnectDelayMs(
      this.attempt++,
      this.options.reconnectMaxMs,
      this.options.random ?? Math.random,
    );
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.open().catch(() => this.scheduleReconnect());
    }, delay);
    this.retryTimer.unref();
  }
}
