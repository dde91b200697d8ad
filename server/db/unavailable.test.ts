import net from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './listener';
import { isDatabaseUnavailable } from './unavailable';

function databaseError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
}

/** A loopback port with nothing listening: what a stopped PostgreSQL looks like to a client. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('isDatabaseUnavailable', () => {
  it('knows a refused connection, as node-postgres reports it and as Drizzle wraps it', async () => {
    const client = new pg.Client({
      host: '127.0.0.1',
      port: await closedPort(),
      connectionTimeoutMillis: 2000,
    });
    const refused = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused as Error))).toBe(true);
  });

  it('knows a server shutting down or starting, a cut connection and its own timeouts', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300', '57014'])
      expect(isDatabaseUnavailable(databaseError(code, 'x')), code).toBe(true);
    for (const message of [
      'Connection terminated unexpectedly',
      'timeout exceeded when trying to connect',
      'Query read timeout',
    ])
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], new Error(message))), message).toBe(
        true,
      );
    const timedOut = new Error('Connection terminated due to connection timeout', {
      cause: new Error('Connection terminated unexpectedly'),
    });
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
  });

  it('leaves the statement errors that are the request or the code alone', () => {
    for (const code of ['23505', '23503', '22P02', '42P01', '40001'])
      expect(isDatabaseUnavailable(databaseError(code, 'x')), code).toBe(false);
    expect(isDatabaseUnavailable(new Error('Connection refused by the business rules'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});

describe('reconnectDelayMs', () => {
  it('doubles from a quarter second up to the cap, half of it random', () => {
    const low = (attempt: number) => reconnectDelayMs(attempt, 5000, () => 0);
    const high = (attempt: number) => reconnectDelayMs(attempt, 5000, () => 1);
    expect([0, 1, 2, 3, 4, 5, 10, 100].map(high)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
    expect([0, 1, 2, 5, 100].map(low)).toEqual([125, 250, 500, 2500, 2500]);
  });
});
