/**
 * Where the seller's writes stand, on their records (architecture "Writes"): what each list row and form
 * shows (being sent, waiting for the network, refused under its title), a form's wait for the server's
 * verdict before it says "saved", and the refused change the seller fixes or discards. The engine keeps
 * the refusals (src/data/mutations/refused.ts); this module only reads and asks.
 */
import type { PendingMutationRow, RefusedWriteRow } from '../../../../data/db';
import { ApiError } from '../../../../data/http';
import {
  awaitVerdict,
  discardRefusal,
  type PendingState,
  type RecordWrites,
  readRecordWrites,
  readRefusal,
} from '../../../../data/mutations';
import { messages } from '../../../../domain/messages';
import { useLiveRead } from '../../../reads/live-read';
import { useSessionUser } from '../../../stores/session-store';
import { showToast, toastSuccess } from '../../../stores/toast-store';

export type { PendingState, RefusedWriteRow as RefusedWrite };
export type SellerFamily = 'sellerCoupon' | 'sellerPromotion' | 'sellerStore' | 'sellerProduct';

/** What one record shows: its newest write on its way, and the refusal kept on it. */
export interface RecordWriteState {
  pending?: PendingState;
  refused?: RefusedWriteRow;
}

const NONE: RecordWrites = { pending: new Map(), refused: new Map(), refusedCreates: [] };

/** Every record of a family at once (a list), and the refused creates it lists apart. */
export function useRecordWrites(family: SellerFamily) {
  const userId = useSessionUser()?.id ?? null;
  const writes =
    useLiveRead(() => (userId === null ? NONE : readRecordWrites(userId, family)), [userId, family]) ?? NONE;
  return {
    of: (id: number): RecordWriteState => ({
      pending: writes.pending.get(id),
      refused: writes.refused.get(id),
    }),
    refusedCreates: writes.refusedCreates,
  };
}

export const useRecordWrite = (family: SellerFamily, id: number): RecordWriteState =>
  useRecordWrites(family).of(id);

/** A refused create the seller corrects in the form (`?corrigir=` of an add page); null when there is none. */
export function useRefusedCreate(id: string | undefined): RefusedWriteRow | null | undefined {
  const userId = useSessionUser()?.id ?? null;
  return useLiveRead(async () => (userId === null || !id ? null : readRefusal(userId, id)), [userId, id]);
}

/** The refused change's field values (what the form reopens with). */
export const refusedBody = (refused: RefusedWriteRow | undefined): Record<string, unknown> =>
  refused?.body && typeof refused.body === 'object' ? (refused.body as Record<string, unknown>) : {};

/**
 * A refused edit the form reopens with, for the seller to fix. Not a version conflict: that one is settled
 * by comparing both versions, the form showing the server's.
 */
export const refusedEdit = (refused: RefusedWriteRow | undefined): Record<string, unknown> | undefined =>
  refused?.kind.endsWith('.update') && refused.code !== 'VERSION_CONFLICT' ? refusedBody(refused) : undefined;

/** The seller keeps the server's version; the refused change is dropped. */
export const discardRefused = (refused: { id: string }) => discardRefusal(refused.id);

/**
 * A refusal the form shows: the server's reason and per-field messages (so they land next to their fields);
 * `onRecord` says the record shows it too, so the form does not repeat it as its own error line.
 */
export class WriteRefused extends ApiError {
  readonly onRecord = true;
  constructor(readonly refusal: RefusedWriteRow) {
    super(refusal.message, refusal.status, refusal.code, refusal.details);
  }
}

/**
 * No success before the server has said so: waits (a bounded time) for the write's verdict. Accepted: the
 * success text. No answer yet, or offline: "saved on the phone, sent when the connection is back", and the
 * record stays marked pending. Refused: throws `WriteRefused` for the form (the record shows it as well).
 */
export async function reportWrite(
  write: Promise<PendingMutationRow | null>,
  /** The spec's success text; none for a change the record shows by itself (a status switch). */
  success?: string,
): Promise<void> {
  const row = await write;
  // Nothing to send (an action the record already reflects): nothing can be refused either.
  const verdict = row ? await awaitVerdict(row.id) : { outcome: 'accepted' as const };
  if (verdict.outcome === 'refused') throw new WriteRefused(verdict.refusal);
  if (success === undefined) return;
  if (verdict.outcome === 'accepted') toastSuccess(success);
  else showToast({ variant: 'default', title: messages.sellerWrite.queued });
}
