/**
 * Messages between the page and the service worker (versioned like the socket protocol, so a page and a
 * worker of different builds during an update ignore what they cannot read instead of misreading it).
 */
export const WORKER_PROTOCOL_VERSION = 1;
export const SYNC_CHANNEL = 'feira-sync';

export const PAGE_MESSAGES = {
  session: 'feira:session',
  replay: 'feira:replay',
  skipWaiting: 'SKIP_WAITING',
  claim: 'feira:claim',
} as const;

export type PageMessage =
  | { type: typeof PAGE_MESSAGES.session; userId: number | null }
  | { type: typeof PAGE_MESSAGES.replay }
  | { type: typeof PAGE_MESSAGES.skipWaiting }
  | { type: typeof PAGE_MESSAGES.claim };

export type WorkerMessage =
  /** A queued write got its verdict (already written on its pendingMutations row). */
  | { type: 'feira:mutation-outcome'; v: typeof WORKER_PROTOCOL_VERSION; id: string }
  /** A queued write met a limit (429) on replay and stays queued: the page tells the user `message`. */
  | { type: 'feira:mutation-waiting'; v: typeof WORKER_PROTOCOL_VERSION; id: string; message: string }
  /** Replays stopped on a 401: the page should re-check the session. */
  | { type: 'feira:auth-required'; v: typeof WORKER_PROTOCOL_VERSION }
  /** The queue changed size (the connection indicator shows it). */
  | { type: 'feira:queue'; v: typeof WORKER_PROTOCOL_VERSION; size: number };
