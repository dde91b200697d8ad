import { z } from 'zod';
import { SOCKET } from './constants';
import { notificationSchema } from './notification';

/**
 * Protocol of /ws/notifications. The client sends PROTOCOL_VERSION as the `v` query parameter; a server that
 * cannot speak it answers an `error` with code PROTOCOL_VERSION_UNSUPPORTED and closes, instead of sending
 * messages the client would misread.
 *
 * Version 2 adds `resync`: the server missed events that may concern the socket (its LISTEN connection to the
 * database was down), so the client reads again everything the socket keeps current, as after a reconnect.
 * A version 1 client would ignore it; the server closes its socket with 1012 instead, which that client
 * already answers with a reconnect and the same re-read.
 */
export const PROTOCOL_VERSION = 2;
/** Versions this build's server still speaks (a page loaded before a deploy keeps its old client). */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly number[] = [1, 2];
/** The first version whose clients understand `resync`. */
export const RESYNC_PROTOCOL_VERSION = 2;

/**
 * The channels a signed-in socket listens on: its user's own events (notifications, reservations, session)
 * and the public catalogue. The server joins them on connect; the client's `subscribe` names the same ones.
 */
export const DEFAULT_CHANNELS = ['user', 'catalogue'] as const;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channels: z.array(z.string().min(1)).min(1) }),
  z.object({ type: z.literal('unsubscribe'), channels: z.array(z.string().min(1)).min(1) }),
  z.object({ type: z.literal('ping'), timestamp: z.number().optional() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const DATA_CHANGED_ENTITIES = [
  'stores',
  'products',
  'user-data',
  'categories',
  'highlights',
  'promotions',
  'coupons',
  'reservations',
  'wishlist',
  'notifications',
  /** The shopper's own redemptions ("Meus cupons"): one was validated at the stall. */
  'redemptions',
] as const;

const productEventData = z.object({
  productId: z.union([z.string(), z.number()]).transform(String),
  productName: z.string(),
  storeId: z.number(),
  category: z.string(),
  price: z.number(),
  isHighlighted: z.boolean(),
  /** The full row when the server has it, so clients update Dexie without a refetch. */
  product: z.record(z.string(), z.unknown()).optional(),
  /**
   * The named domain events of the change (spec 001 §4: 'ProductPriceChanged', 'ProductHighlighted', …), in
   * order. Plain strings: a name a newer server adds must not make an older client drop the frame.
   */
  events: z.array(z.string()).optional(),
});

const storeEventData = z.object({
  storeId: z.number(),
  store: z.record(z.string(), z.unknown()).optional(),
});

const productEvent = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), data: productEventData });
const storeEvent = <T extends string>(type: T) => z.object({ type: z.literal(type), data: storeEventData });

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), data: notificationSchema }),
  z.object({
    type: z.literal('reservation_update'),
    data: z.object({
      reservationId: z.union([z.string(), z.number()]).transform(String),
      status: z.string(),
    }),
  }),
  z.object({
    type: z.literal('cache-invalidate'),
    data: z.object({ keys: z.array(z.string()).optional(), prefix: z.string().optional() }),
  }),
  z.object({ type: z.literal('force-logout'), data: z.object({ reason: z.string() }) }),
  z.object({
    type: z.literal('data-changed'),
    data: z.object({ entity: z.enum(DATA_CHANGED_ENTITIES), ids: z.array(z.string()).optional() }),
  }),
  storeEvent('store-created'),
  storeEvent('store-updated'),
  storeEvent('store-deleted'),
  productEvent('product-created'),
  productEvent('product-updated'),
  productEvent('product-deleted'),
  z.object({ type: z.literal('pong'), timestamp: z.number().optional() }),
  z.object({ type: z.literal('error'), data: z.object({ code: z.string(), message: z.string() }) }),
  // Handshake: the first frame names the protocol version, so an old client can tell it is out of date.
  z.object({
    type: z.literal('hello'),
    data: z.object({
      protocolVersion: z.number().int(),
      userId: z.number().int(),
      channels: z.array(z.string()),
    }),
  }),
  z.object({ type: z.literal('subscribed'), data: z.object({ channels: z.array(z.string()) }) }),
  // Version 2: read again what the socket keeps current (events were lost on the server's side).
  z.object({ type: z.literal('resync'), data: z.object({ reason: z.enum(['events-missed']) }) }),
]);
export type ServerMessage = z.output<typeof serverMessageSchema>;

function parseFrame<S extends z.ZodType>(schema: S, frame: unknown): z.output<S> | null {
  let value = frame;
  if (typeof frame === 'string') {
    try {
      value = JSON.parse(frame);
    } catch {
      return null;
    }
  }
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** null for frames that are not valid JSON or not a known message: ignored, never thrown into the socket loop. */
export function parseServerMessage(frame: unknown): ServerMessage | null {
  return parseFrame(serverMessageSchema, frame);
}

export function parseClientMessage(frame: unknown): ClientMessage | null {
  return parseFrame(clientMessageSchema, frame);
}

/** Close code 1008 or an auth-like reason means the session is gone (spec 000 §7). */
export function isAuthClose(code: number, reason: string): boolean {
  if (isServiceRestart(code)) return false;
  return code === SOCKET.policyViolationCloseCode || /auth|token|session|unauthori[sz]ed/i.test(reason);
}

/** 1012: the replica is restarting (deploy, scale-in). Reconnect at once — another replica takes the socket. */
export function isServiceRestart(code: number): boolean {
  return code === SOCKET.serviceRestartCloseCode;
}

/** Reconnect delay: 1 s × 2^(attempt-1) plus up to 1 s jitter, at most 15 s; null after 3 attempts. */
export function reconnectDelay(attempt: number, random: () => number): number | null {
  if (attempt < 1 || attempt > 3) return null;
  return Math.min(15_000, 1000 * 2 ** (attempt - 1) + Math.floor(random() * 1000));
}
