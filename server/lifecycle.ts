/**
 * The life of one server process after it listens: `draining` turns true on SIGTERM so that readiness answers
 * 503 at once (the load balancer stops sending traffic here) while in-flight requests finish.
 */
export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export function createLifecycle(): Lifecycle {
  return { draining: false };
}
