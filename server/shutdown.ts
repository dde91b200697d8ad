/**
 * Graceful stop of one replica (SIGTERM from Docker, Kubernetes or `npm start`'s parent): readiness turns 503 at
 * once, the listener stops accepting, realtime sockets close with 1012 (the hub's preClose), in-flight requests
 * finish within the grace period — after it their connections are cut — then the jobs stop and the database
 * closes. A second signal while draining changes nothing: the grace period is the bound.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

export interface ShutdownDeps {
  app: FastifyInstance;
  database: Database;
  graceMs: number;
  stopJobs: () => Promise<void>;
}

export async function drainAndClose({ app, database, graceMs, stopJobs }: ShutdownDeps): Promise<void> {
  app.lifecycle.draining = true;
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace-over'>((resolve) => {
    timer = setTimeout(() => resolve('grace-over'), graceMs);
  });
  // app.close() runs preClose (sockets 1012), then server.close(): no new connections, idle keep-alive ones
  // closed, and it resolves once every in-flight request has answered.
  const closed = app.close().then(() => 'closed' as const);
  const first = await Promise.race([closed, graceOver]);
  clearTimeout(timer);
  if (first === 'grace-over') {
    app.log.warn({ graceMs }, 'grace period over: closing the connections still open');
    app.server.closeAllConnections();
    // Upgraded sockets are no longer the HTTP server's: a client that never answered the 1012 close frame.
    for (const client of app.websocketServer.clients) client.terminate();
    await closed;
  }
  await stopJobs();
  await database.close();
}
