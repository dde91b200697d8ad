/**
 * Each mutation kind is written once, here: `defineMutation` takes its target, its request, its optimistic
 * write and what to do with the server's verdict, registers the verdict handlers for the outcome applier
 * (which may run on a later visit, from a row the service worker settled) and returns the command the UI calls.
 */
import type { PendingMutationRow } from '../db';
import type { AppMessage } from '../messages';
import type { SnapshotEntry, TableName } from './snapshot';
import type { MutationKind, MutationTargets } from './targets';

export type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface MutationRequest {
  method: HttpMethod;
  url: string;
  body?: unknown;
  /** The version the user edited; sent by the caller in the body, kept on the row for conflict screens. */
  expectedVersion?: number;
}

/** What a final verdict did, for screens that show it (a seller's edit that lost to a newer version). */
export type MutationSettlement =
  | { outcome: 'applied'; id: string; kind: string; target: string }
  | { outcome: 'refused'; id: string; kind: string; target: string; message: string }
  | { outcome: 'conflict'; id: string; kind: string; target: string; message: string; current: unknown };

/**
 * What a `prepare` step decided before a send: the body to send (possibly rewritten), a final refusal (the
 * status and body recorded as the server's verdict would be), or wait (the row stays pending and the rows
 * after it wait too, exactly as when the write itself could not be delivered).
 */
export type Prepared =
  | { body: unknown }
  | { refused: { status: number; body: unknown } }
  /** `reason`: the server's "not yet" text (a 429), told to the user while the row waits. */
  | { wait: 'network' | 'auth' | 'server'; reason?: string };

export interface MutationDefinition<K extends MutationKind, I> {
  kind: K;
  /** Tables the optimistic write, the reconcile and the rollback touch (joined to every mutation transaction). */
  tables?: readonly TableName[];
  target(input: I): MutationTargets[K];
  request(input: I, target: MutationTargets[K]): MutationRequest;
  /** Optimistic write inside the transaction; returns the snapshot to restore on a final refusal. */
  apply?(input: I, context: { mutationId: string; target: MutationTargets[K] }): Promise<SnapshotEntry[]>;
  /**
   * Runs before each send of a pending row, on the page (a write that depends on another request first, e.g.
   * uploading the photos a product kept on the device). The rewritten body is saved on the row before it is
   * sent, so the worker's queue and every replay carry it with the same Idempotency-Key.
   */
  prepare?(row: PendingMutationRow): Promise<Prepared>;
  /** Server accepted: replace optimistic rows with the server's (inside a rw transaction). */
  reconcile?(target: MutationTargets[K], body: unknown, row: PendingMutationRow): Promise<void>;
  /** Extra bookkeeping on a final refusal (inside the transaction), besides restoring the snapshot. */
  onRefused?(target: MutationTargets[K], serverMessage: string, row: PendingMutationRow): Promise<void>;
  /** Every final verdict, whether or not a later action on the target decides the local state (inside the transaction). */
  settled?(row: PendingMutationRow, outcome: 'applied' | 'refused'): Promise<void>;
  /**
   * A final refusal the user fixes or discards on the record (seller writes): when it answers true the
   * refusal is kept (./refused.ts) and told under its title, unless a screen awaits it (./verdict.ts).
   */
  keepRefused?(row: PendingMutationRow): boolean;
  /** Message for a final refusal that is not kept; the server's message is passed in. */
  refusal?(target: MutationTargets[K], serverMessage: string, row: PendingMutationRow): AppMessage | null;
}

/** The registry the outcome applier reads, by kind (typed loosely: rows come back from storage). */
// biome-ignore lint/suspicious/noExplicitAny: one registry holds definitions of every input type
type AnyDefinition = MutationDefinition<MutationKind, any>;
export const definitions = new Map<string, AnyDefinition>();
export const definedTables = new Set<TableName>();

export function register<K extends MutationKind, I>(definition: MutationDefinition<K, I>): void {
  definitions.set(definition.kind, definition as unknown as AnyDefinition);
  for (const table of definition.tables ?? []) definedTables.add(table);
}

type Listener = (settlement: MutationSettlement) => void;
const listeners = new Set<Listener>();

export function subscribeSettlements(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSettlement(settlement: MutationSettlement): void {
  for (const listener of listeners) listener(settlement);
}
