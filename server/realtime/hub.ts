/**
 * The realtime hub: `/ws/notifications` sockets of this process, and the bridge that LISTENs on
 * 'feira_events' so that every server process relays every published event to its own sockets (two
 * processes behind a load balancer deliver the same events). It owns the set of open sockets and their
 * channel subscriptions; nothing else writes to a socket.
 *
 * A socket is accepted only with a session (the cookie, or a single-use ticket from POST /api/realtime/ticket)
 * and an Origin of this site; otherwise it is closed with 1008, which the client reads as "session expired".
 */
import fastifyWebsocket from '@fastify/websocket';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';
import { limitMessages } from '../../src/domain/api/messages';
import { SOCKET } from '../../src/domain/constants';
import {
  DEFAULT_CHANNELS,
  PROTOCOL_VERSION,
  parseClientMessage,
  RESYNC_PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
} from '../../src/domain/realtime';
import { products } from '../db/schema';
import { EVENTS_CHANNEL, type FeiraEvent } from './events';
import { consumeTicket } from './tickets';
import {
  type Audience,
  cacheEventFrame,
  changeAudience,
  type OutgoingFrame,
  type ProductFacts,
  productFactsFrom,
  type Route,
  toFrame,
} from './translate';

export const REALTIME_PATH = '/ws/notifications';
const CHANNEL = /^(user|catalogue|store:[1-9]\d{0,9})$/;
/** A subscriber needs a handful of channels; the cap keeps one socket from growing without bound. */
const MAX_CHANNELS = 50;
/** Server-side heartbeat: a socket that misses a pong for a whole interval is dead (phone lost signal). */
const HEARTBEAT_MS = 30_000;

export const realtimeMessages = {
  unauthenticated: 'Não autenticado',
  forbiddenOrigin: 'Origem não permitida',
  unsupportedVersion: 'Versão de protocolo não suportada',
  invalidMessage: 'Mensagem inválida',
  invalidChannel: 'Canal inválido',
  shuttingDown: 'Servidor reiniciando',
} as const;

interface Connection {
  socket: WebSocket;
  userId: number;
  /** Token hash of the session that opened the socket (cookie, bearer or the ticket's session). */
  sessionId: string | null;
  channels: Set<string>;
  alive: boolean;
  /** The protocol version the client asked for (`v`); a client that named none gets the current one. */
  version: number;
}

export type EventListener = (event: FeiraEvent) => void | Promise<void>;

export interface RealtimeHub {
  connectionCount(): number;
  /**
   * Tells every socket of this process to read again: events published while this process was not listening
   * never reached them. Version 1 clients, which know no `resync`, are closed with 1012 and re-read on
   * reconnecting. Returns how many sockets were told.
   */
  resyncAll(): number;
  /** In-process subscribers to every event this process hears (e.g. follower alerts); no extra LISTEN. */
  onEvent(listener: EventListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

function originAllowed(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  // Browsers always send Origin on a WebSocket handshake; a client without one is not a browser page and
  // cannot ride on a victim's cookie.
  if (!origin) return true;
  if (publicOrigin && origin === new URL(publicOrigin).origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function send(socket: WebSocket, frame: OutgoingFrame | Record<string, unknown>): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

export const realtimeHub = fp(
  async (app: FastifyInstance) => {
    const connections = new Set<Connection>();
    const listeners: EventListener[] = [];
    let heartbeat: NodeJS.Timeout | undefined;
    let unlisten: (() => Promise<void>) | null = null;
    // Added before @fastify/websocket's own preClose, which closes every socket without a code: a socket of a
    // replica going away must hear 1012 so the client reconnects (to another replica) instead of backing off.
    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      for (const c of connections)
        c.socket.close(SOCKET.serviceRestartCloseCode, realtimeMessages.shuttingDown);
      connections.clear();
    });
    // Not in preClose: Fastify stops accepting connections only after preClose, and UNLISTEN is a database
    // round trip, long enough for a new request to be accepted by a server that is draining.
    app.addHook('onClose', async () => {
      stopResync();
      await unlisten?.();
      unlisten = null;
    });
    await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });

    // Decided from what the socket subscribed to and what the event carries: no read per socket or event.
    const audienceOf = (c: Connection, audience: Audience): boolean => {
      if ('userId' in audience)
        return (
          c.userId === audience.userId &&
          c.channels.has('user') &&
          (audience.exceptSessionId === undefined || c.sessionId !== audience.exceptSessionId)
        );
      if (c.channels.has('catalogue')) return true;
      if (audience.storeId !== null && c.channels.has(`store:${audience.storeId}`)) return true;
      return c.userId === audience.ownerId && c.channels.has('user');
    };

    /** Each socket gets the frame of the first route it belongs to, so a socket in two audiences hears one. */
    const deliver = (routes: readonly Route[]) => {
      for (const c of connections) {
        const route = routes.find((r) => audienceOf(c, r.audience));
        if (route) send(c.socket, route.frame);
      }
    };

    const anyoneHears = (audience: Audience): boolean => {
      for (const c of connections) if (audienceOf(c, audience)) return true;
      return false;
    };

    const productFacts = async (event: FeiraEvent): Promise<ProductFacts | null> => {
      if (event.type !== 'product-created' && event.type !== 'product-updated') return null;
      if (event.facts || productFactsFrom(event.product)) return null;
      // Nobody here would be sent the frame: no read for it.
      if (!event.reach || !anyoneHears(changeAudience(event.storeId, event.reach))) return null;
      const [row] = await app.database.db
        .select({
          productName: products.name,
          category: products.category,
          price: products.price,
          isHighlighted: products.isHighlighted,
        })
        .from(products)
        .where(eq(products.id, event.productId));
      return row ?? null;
    };

    const relay = async (payload: string) => {
      let event: FeiraEvent;
      try {
        event = JSON.parse(payload) as FeiraEvent;
      } catch {
        app.log.warn({ payload: payload.slice(0, 200) }, 'ignored malformed realtime event');
        return;
      }
      const routes = toFrame(event, await productFacts(event));
      // Flag websocket-cache-events, for the whole installation: the sockets also hear which cached answers
      // the change made stale.
      const cacheEvents =
        app.hasDecorator('featureFlags') && app.featureFlags.current()['websocket-cache-events'].enabled
          ? cacheEventFrame(event)
          : null;
      if (cacheEvents) deliver([cacheEvents]);
      if (routes.length > 0) {
        deliver(routes);
        if (event.type === 'force-logout') {
          // Every socket of the user, also one that left the 'user' channel: its session is gone.
          for (const c of connections) {
            const kept = event.exceptSessionId !== undefined && c.sessionId === event.exceptSessionId;
            if (c.userId === event.userId && !kept)
              c.socket.close(SOCKET.policyViolationCloseCode, 'Sessão encerrada');
          }
        }
      }
      if (event.type === 'session-ended') {
        // The device signed out: only that session's sockets close, as a password change closes the others'.
        for (const c of connections) {
          if (c.userId === event.userId && c.sessionId === event.sessionId)
            c.socket.close(SOCKET.policyViolationCloseCode, 'Sessão encerrada');
        }
      }
      for (const listener of listeners) {
        Promise.resolve(listener(event)).catch((error: unknown) =>
          app.log.error({ err: error, event: event.type }, 'realtime listener failed'),
        );
      }
    };

    const resyncAll = (): number => {
      for (const c of connections) {
        if (c.version >= RESYNC_PROTOCOL_VERSION)
          send(c.socket, { type: 'resync', data: { reason: 'events-missed' } });
        else c.socket.close(SOCKET.serviceRestartCloseCode, realtimeMessages.shuttingDown);
      }
      return connections.size;
    };

    app.addHook('onReady', async () => {
      unlisten = await app.database.notifier.listen(EVENTS_CHANNEL, (payload) => {
        relay(payload).catch((error: unknown) => app.log.error({ err: error }, 'realtime relay failed'));
      });
    });
    // The LISTEN connection is back (every LISTEN issued again) after a gap: what was published meanwhile is
    // lost to this process, so its sockets re-read. A socket that opens later re-reads on its own.
    const stopResync = app.database.onListenRestored(() => {
      const told = resyncAll();
      app.log.warn({ sockets: told }, 'LISTEN restored: sockets told to re-read');
    });

    heartbeat = setInterval(() => {
      for (const c of connections) {
        if (!c.alive) {
          c.socket.terminate();
          continue;
        }
        c.alive = false;
        c.socket.ping();
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.decorate('realtime', {
      connectionCount: () => connections.size,
      resyncAll,
      onEvent: (listener: EventListener) => {
        listeners.push(listener);
      },
    } satisfies RealtimeHub);

    app.get<{ Querystring: { ticket?: string; v?: string } }>(
      REALTIME_PATH,
      {
        websocket: true,
        config: { access: 'user' },
        schema: { hide: true },
        // The cookie was resolved by the auth plugin; a ticket is exchanged here, before the upgrade completes.
        preValidation: async (request) => {
          const ticket = request.query.ticket;
          if (!request.user && typeof ticket === 'string') {
            const holder = await consumeTicket(app.database.db, ticket);
            if (holder) {
              request.user = holder.user;
              request.sessionTokenHash = holder.sessionTokenHash;
            }
          }
        },
      },
      (socket, request) => {
        if (!originAllowed(request, app.config.PUBLIC_ORIGIN)) {
          socket.close(SOCKET.policyViolationCloseCode, realtimeMessages.forbiddenOrigin);
          return;
        }
        const user = request.user;
        if (!user) {
          socket.close(SOCKET.policyViolationCloseCode, realtimeMessages.unauthenticated);
          return;
        }
        const version = request.query.v === undefined ? PROTOCOL_VERSION : Number(request.query.v);
        if (!SUPPORTED_PROTOCOL_VERSIONS.includes(version)) {
          send(socket, {
            type: 'error',
            data: { code: 'PROTOCOL_VERSION_UNSUPPORTED', message: realtimeMessages.unsupportedVersion },
          });
          socket.close(1002, realtimeMessages.unsupportedVersion);
          return;
        }
        // Each socket holds memory and hears every event of its channels; a user needs one per open tab or
        // device. The cap counts this process's sockets (live state, gone with the process; a fleet of N
        // replicas allows N times it), and 1013 makes the client back off like any dropped socket.
        let open = 0;
        for (const c of connections) if (c.userId === user.id) open += 1;
        if (open >= app.config.REALTIME_SOCKETS_PER_USER) {
          socket.close(SOCKET.tryAgainLaterCloseCode, limitMessages.tooManySockets);
          return;
        }
        const connection: Connection = {
          socket,
          userId: user.id,
          sessionId: request.sessionTokenHash,
          channels: new Set(DEFAULT_CHANNELS),
          alive: true,
          version,
        };
        connections.add(connection);
        socket.on('pong', () => {
          connection.alive = true;
        });
        socket.on('close', () => connections.delete(connection));
        socket.on('message', (raw, isBinary) => {
          connection.alive = true;
          const message = isBinary ? null : parseClientMessage(raw.toString());
          if (!message) {
            send(socket, {
              type: 'error',
              data: { code: 'INVALID_MESSAGE', message: realtimeMessages.invalidMessage },
            });
            return;
          }
          if (message.type === 'ping') {
            send(socket, {
              type: 'pong',
              ...(message.timestamp !== undefined ? { timestamp: message.timestamp } : {}),
            });
            return;
          }
          const invalid = message.channels.filter((ch) => !CHANNEL.test(ch));
          if (invalid.length > 0) {
            send(socket, {
              type: 'error',
              data: {
                code: 'INVALID_CHANNEL',
                message: `${realtimeMessages.invalidChannel}: ${invalid.join(', ')}`,
              },
            });
            return;
          }
          for (const ch of message.channels) {
            if (message.type === 'unsubscribe') connection.channels.delete(ch);
            else if (connection.channels.size < MAX_CHANNELS) connection.channels.add(ch);
          }
          send(socket, { type: 'subscribed', data: { channels: [...connection.channels] } });
        });
        send(socket, {
          type: 'hello',
          data: { protocolVersion: version, userId: user.id, channels: [...connection.channels] },
        });
      },
    );
  },
  { name: 'feira-realtime', dependencies: ['feira-auth'] },
);
