/**
 * Optimistic concurrency for the seller's coupons, promotions and stores: a write may name the version it
 * changes in `If-Match` (the app's queued edits always do); another current version is 409 VERSION_CONFLICT,
 * so an edit queued offline never silently overwrites one made meanwhile on another device. Without the
 * header the write applies to whatever is current (API callers that do not track versions).
 */
import type { FastifyRequest } from 'fastify';
import { sellerMessages } from '../../src/domain/api/seller';
import { badRequest, conflict } from './errors';

/** `If-Match: "3"` (or `3`, or a weak `W/"3"`) → 3; absent → undefined; anything else is a 400. */
export function expectedVersionOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(String(header).trim());
  const version = match ? Number(match[1]) : Number.NaN;
  if (!Number.isInteger(version) || version < 1) {
    throw badRequest(sellerMessages.recordVersionInvalid, 'VALIDATION_ERROR', [
      { field: 'version', message: sellerMessages.recordVersionInvalid, code: 'INVALID_VERSION' },
    ]);
  }
  return version;
}

export function assertVersion(expected: number | undefined, current: number, message: string): void {
  if (expected !== undefined && expected !== current) throw conflict(message, 'VERSION_CONFLICT');
}
