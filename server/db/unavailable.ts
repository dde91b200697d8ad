/**
 * Tells a database that cannot answer now (stopped, restarting, refusing connections, not answering within
 * the configured timeouts) from a statement that failed on its own merits. The first is not the request's
 * fault nor a bug: the API answers it with 503 and Retry-After, and the jobs skip their round.
 */

/** Socket errors of a connection that could not be made or was cut (server down, restart, partition). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EADDRNOTAVAIL',
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception) is matched by prefix; 57P01-57P03 are a
 * shutdown or a start in progress; 53300 too many connections; 57014 a statement cancelled by
 * statement_timeout (Feira never cancels statements otherwise).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/**
 * node-postgres reports its own timeouts and dead connections without a code: these are its messages (pg 8,
 * pg-pool 3), matched exactly.
 */
const DRIVER_MESSAGES = new Set([
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'timeout expired',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in `cause`; pg-pool wraps a connection timeout once more.
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
        return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.has(message)) return true;
    // A connection to "localhost" tries every address it resolves to: Node reports an AggregateError.
    if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner)))
      return true;
  }
  return false;
}
