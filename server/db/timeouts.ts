/**
 * How long the server waits for PostgreSQL (docs/database-outage.md). Every bound is finite, so no request hangs
 * on a server that stopped answering. Kept apart from client.ts so that config.ts takes its defaults from here
 * without loading the drivers.
 */
export interface PostgresTimeouts {
  /** Opening a connection, and waiting for a free one in the pool (pg's connectionTimeoutMillis). */
  connectTimeoutMs: number;
  /** statement_timeout of every pooled connection; the client gives up a little after it (query_timeout). */
  statementTimeoutMs: number;
  /** Cap of the LISTEN connection's reconnect backoff. */
  reconnectMaxMs: number;
}

export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectTimeoutMs: 5000,
  statementTimeoutMs: 10_000,
  reconnectMaxMs: 5000,
};
