import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { limitMessages } from '../../domain/api/messages';
import { messages } from '../../domain/messages';
import { db } from '../db';
import { jsonResponse } from '../test-responses';
import { pumpMutations, settleMutations } from './engine';
import { createReservation, redeemCoupon } from './index';
import { QUEUED_HEADER } from './replay-rules';
import { mutationTestBed } from './test-bed';
import { productRow } from './test-rows';

/**
 * A 429 is "not yet": the write stays queued (never rolled back, never dropped) and the user reads the
 * server's pt-BR reason, once per reason, whether the page met the 429 itself or the service worker queued the
 * write and answered 202 with the reason (sw/mutation-queue.ts).
 */

const product = productRow();

const reason = limitMessages.reservations(42);
/** What the server answers over a limit (server/http/rate-limit.ts `enforceLimit`). */
const tooMany = () =>
  new Response(JSON.stringify({ message: reason, code: 'RATE_LIMITED' }), {
    status: 429,
    headers: { 'content-type': 'application/json', 'retry-after': '2520' },
  });
/** What the service worker answers when it queued a write that met a 429. */
const queuedByWorker = () =>
  new Response(JSON.stringify({ queued: true, waiting: reason }), {
    status: 202,
    headers: { 'content-type': 'application/json', [QUEUED_HEADER]: '1' },
  });
const created = () =>
  jsonResponse(201, {
    id: 501,
    productId: 12,
    quantity: 1,
    status: 'pending',
    expiresAt: '2030-01-01T02:00:00.000Z',
    createdAt: '2030-01-01T00:00:00.000Z',
  });

const toasts = mutationTestBed();

beforeEach(async () => {
  await db.products.put(product);
});

const waitingToast = { variant: 'default', title: messages.request.waitingTitle, description: reason };

describe('a write that meets a limit (429)', () => {
  it('stays queued with its optimistic row, tells the reason once, and is delivered when the window ends', async () => {
    const sent = vi.fn(async () => tooMany());
    vi.stubGlobal('fetch', sent);
    const local = await createReservation({ productId: 12, quantity: 1 });
    await settleMutations();
    await pumpMutations();
    await settleMutations();

    expect(sent.mock.calls.length).toBeGreaterThanOrEqual(2);
    const [row] = await db.pendingMutations.toArray();
    expect(row).toMatchObject({ state: 'pending', waiting: reason });
    expect(row?.outcome).toBeUndefined();
    expect(await db.reservations.get(local.id)).toMatchObject({ pendingMutationId: local.clientId });
    expect(toasts).toEqual([waitingToast]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => created()),
    );
    await pumpMutations();
    await settleMutations();
    expect(await db.pendingMutations.count()).toBe(0);
    expect(await db.reservations.get(501)).toMatchObject({ quantity: 1 });
    expect(toasts).toEqual([waitingToast]);
  });

  it('queued by the service worker: the row is queued and the reason in its 202 is told', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => queuedByWorker()),
    );
    await createReservation({ productId: 12, quantity: 1 });
    await settleMutations();
    const [row] = await db.pendingMutations.toArray();
    expect(row).toMatchObject({ state: 'queued', waiting: reason });
    expect(await db.reservations.count()).toBe(1);
    expect(toasts).toEqual([waitingToast]);
  });

  it('a redemption kept by a limit rejects with the reason, not with "no connection"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ message: limitMessages.couponRedemptions(5), code: 'RATE_LIMITED' }),
            {
              status: 429,
              headers: { 'content-type': 'application/json' },
            },
          ),
      ),
    );
    await expect(redeemCoupon(4)).rejects.toThrow(limitMessages.couponRedemptions(5));
    expect(await db.pendingMutations.filter((m) => m.kind === 'coupon.redeem').count()).toBe(1);
  });
});
