/**
 * Exactly-once writes over an unreliable network. The client sends each mutation with a UUID in
 * `Idempotency-Key`; the first response per (user, key) is stored and every replay gets the same bytes,
 * status and content type back, with `Idempotent-Replayed: true`. This is what makes the service worker's
 * replay queue safe: a request that reached the server but whose answer was lost can be sent again.
 *
 * The key is claimed with INSERT … ON CONFLICT DO NOTHING, atomic across processes. A replay that arrives
 * while the first request is still running waits for it (polling the row, bounded) instead of running twice.
 * 5xx and 429 answers are not stored: the key is released so that a retry can really run (a 429 means "not
 * yet": the queued write that met it must succeed once the window ends, not get the stored 429 forever).
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { idempotencyMessages } from '../../src/domain/api/messages';
import { TIME } from '../../src/domain/constants';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
/** Stored answers live at least this long (architecture: ≥ 24 h); the sweep deletes older ones. */
export const IDEMPOTENCY_RETENTION_MS = 48 * TIME.HOUR;
/** A 'running' row older than this belongs to a process that died mid-request: a retry may take it over. */
const ABANDONED_AFTER_MS = 2 * TIME.MINUTE;
const WAIT_POLL_MS = 50;
const WAIT_MAX_MS = 30 * TIME.SECOND;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface ClaimedKey {
  userId: number;
  key: string;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: ClaimedKey | null;
  }
}

/** Method, path+query and body: the same key sent with anything else is a different request (422). */
function requestHash(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method} ${request.url}\n${body}`).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function claim(db: Db, userId: number, key: string, hash: string): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash, state: 'running' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return true;
  // Take over a row abandoned by a crashed process; the guarded UPDATE lets only one retry win it.
  const takenOver = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.state, 'running'),
        eq(idempotencyKeys.requestHash, hash),
        lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return takenOver.length > 0;
}

async function sendStored(
  reply: FastifyReply,
  row: { statusCode: number | null; responseBody: string | null; contentType: string | null },
): Promise<FastifyReply> {
  reply.status(row.statusCode ?? 200).header(REPLAYED_HEADER, 'true');
  if (row.contentType) reply.header('content-type', row.contentType);
  return reply.send(row.responseBody ?? '');
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const { db } = app.database;
    app.decorateRequest('idempotency', null);

    // preValidation: the body is parsed (for the hash) and the session resolved (for the owner), and a 400
    // from validation is still captured and replayed like any other final answer.
    app.addHook('preValidation', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      const header = request.headers[IDEMPOTENCY_HEADER];
      const key = Array.isArray(header) ? header[0] : header;
      if (key === undefined || key === '') return;
      if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
        throw new HttpError(
          400,
          'IDEMPOTENCY_KEY_INVALID',
          idempotencyMessages.tooLong(IDEMPOTENCY_KEY_MAX_LENGTH),
        );
      }
      const userId = request.user?.id ?? 0;
      const hash = requestHash(request);
      const deadline = Date.now() + WAIT_MAX_MS;
      for (;;) {
        if (await claim(db, userId, key, hash)) {
          request.idempotency = { userId, key, settled: false };
          return;
        }
        const [row] = await db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
        // The row vanished between our INSERT and SELECT: the first attempt failed (5xx) and released it.
        if (!row) continue;
        if (row.requestHash !== hash) {
          throw new HttpError(422, 'IDEMPOTENCY_KEY_REUSED', idempotencyMessages.reused);
        }
        if (row.state === 'done') return sendStored(reply, row);
        if (Date.now() > deadline)
          throw new HttpError(409, 'IDEMPOTENCY_IN_PROGRESS', idempotencyMessages.inProgress);
        await sleep(WAIT_POLL_MS);
      }
    });

    // onSend runs before the bytes leave: a replay that polls right after sees the stored answer.
    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotency;
      if (!claimed || claimed.settled) return payload;
      claimed.settled = true;
      const where = and(eq(idempotencyKeys.userId, claimed.userId), eq(idempotencyKeys.key, claimed.key));
      const body =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
      if (reply.statusCode >= 500 || reply.statusCode === 429 || body === null) {
        // With the database unreachable the key cannot be released: the 5xx still goes out as it is, and the
        // 'running' row is taken over by a retry once it counts as abandoned.
        await db
          .delete(idempotencyKeys)
          .where(where)
          .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key not released'));
        return payload;
      }
      const contentType = reply.getHeader('content-type');
      await db
        .update(idempotencyKeys)
        .set({
          state: 'done',
          statusCode: reply.statusCode,
          responseBody: body,
          contentType: typeof contentType === 'string' ? contentType : null,
        })
        .where(where);
      return payload;
    });

    // A request that ends without onSend (connection reset mid-handler) must not keep its key blocked.
    app.addHook('onResponse', async (request) => {
      const claimed = request.idempotency;
      if (!claimed || claimed.settled) return;
      claimed.settled = true;
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, claimed.userId),
            eq(idempotencyKeys.key, claimed.key),
            eq(idempotencyKeys.state, 'running'),
          ),
        )
        .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency key not released'));
    });
  },
  { name: 'feira-idempotency', dependencies: ['feira-auth'] },
);

/** Deletes stored answers older than the retention; run by the sweep. */
export async function purgeIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
