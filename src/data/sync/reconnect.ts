/**
 * Socket reconnect schedule (pure; spec 000 §9): up to 3 attempts, 1 s doubling plus up to 1 s jitter,
 * at most 15 s. After that the client falls back to polling and tries again on `online` or visibility
 * (a fresh budget of 3), instead of giving up for good. A replica that restarts (close 1012) is not a failure:
 * the client reconnects at once, spread over up to 1 s so a whole replica's sockets do not land together.
 */
import { SOCKET } from '../../domain/constants';
import { reconnectDelay } from '../../domain/realtime';

/**
 * Spec 000 §4's states (disconnected, connecting, connected, error) plus `polling`: the retry budget is spent
 * and the app polls until `online` or visibility gives a fresh one. `error` is final for this page: the server
 * refused the protocol version, or the browser refused the socket.
 */
export type RealtimeStatus = 'disconnected' | 'connecting' | 'connected' | 'polling' | 'error';

export interface ReconnectState {
  attempt: number;
  status: RealtimeStatus;
}

export type ReconnectStep =
  | { action: 'wait'; delayMs: number; state: ReconnectState }
  | { action: 'poll'; state: ReconnectState };

/** The socket closed (not for auth): wait and retry, or switch to polling once the budget is spent. */
export function onClosed(state: ReconnectState, random: () => number): ReconnectStep {
  const attempt = state.attempt + 1;
  const delayMs = reconnectDelay(attempt, random);
  if (delayMs === null) return { action: 'poll', state: { attempt, status: 'polling' } };
  return { action: 'wait', delayMs, state: { attempt, status: 'connecting' } };
}

/** The server closed with 1012 (restarting): reconnect now, without spending the budget of attempts. */
export function onRestarted(random: () => number): ReconnectStep {
  const delayMs = Math.floor(random() * SOCKET.reconnectMaxJitterMs);
  return { action: 'wait', delayMs, state: { attempt: 0, status: 'connecting' } };
}

export function onOpened(): ReconnectState {
  return { attempt: 0, status: 'connected' };
}

/** `online` / visible again: a fresh budget. */
export function onRevive(): ReconnectState {
  return { attempt: 0, status: 'connecting' };
}
