/**
 * The production recipe (Dockerfile, compose.yaml, deploy/Caddyfile) cannot be run here (no Docker in CI); this
 * keeps it in step with the code it wraps: the paths it copies and runs exist, its health checks use the
 * readiness route the server has, the replicas get the drain time the server is configured for, and the
 * behaviour itself is proven by tests/fleet/, which runs the same fleet from plain processes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../server/config';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  stop_grace_period?: string;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}

// Compose's own interpolation, for the `${NAME:-default}` form the recipe uses: the values it runs with by default.
const compose = parse(read('compose.yaml').replace(/\$\{\w+:-([^}]*)\}/g, '$1')) as {
  services: Record<string, Service>;
};
const dockerfile = read('Dockerfile');
const caddyfile = read('deploy/Caddyfile');
const replicas = Object.entries(compose.services).filter(([name]) => /^feira-\d+$/.test(name));

describe('production recipe', () => {
  it('Dockerfile: multi-stage, non-root, the built PWA inside, readiness health check, real entry points', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/COPY --from=build \/app\/dist \.\/dist/);
    // The image's build is the project's: the client and the server renderer of the public pages.
    expect(dockerfile).toMatch(/^RUN npm run build/m);
    expect(JSON.parse(read('package.json')).scripts.build).toMatch(/vite build[\s\S]*vite build --ssr/);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/api\/ready/);
    for (const [, source] of dockerfile.matchAll(/^COPY (?!--from)(\S+)/gm))
      expect(existsSync(path.join(root, source as string)), source).toBe(true);
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    const entry = (JSON.parse(cmd ?? '[]') as string[]).at(-1) as string;
    expect(existsSync(path.join(root, entry))).toBe(true);
  });

  it('compose: PostgreSQL, a migration step that exists, three replicas after it, Caddy in front', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    const migrate = compose.services.migrate;
    expect(existsSync(path.join(root, migrate?.command?.at(-1) ?? 'missing'))).toBe(true);
    expect(replicas).toHaveLength(3);
    for (const [, replica] of replicas) {
      expect(replica.depends_on?.migrate?.condition).toBe('service_completed_successfully');
      // Compose takes only strings in `environment` (an unquoted true is refused at `up`).
      for (const value of Object.values(replica.environment ?? {})) expect(typeof value).toBe('string');
      // Every variable the recipe sets is one the server accepts.
      const config = loadConfig({ ...replica.environment, DATABASE_URL: 'postgres://x@y/z' });
      const graceMs = config.SHUTDOWN_GRACE_MS;
      const stopSeconds = Number(/^(\d+)s$/.exec(replica.stop_grace_period ?? '')?.[1]);
      expect(stopSeconds * 1000).toBeGreaterThan(graceMs);
    }
    expect(compose.services.proxy?.image).toMatch(/^caddy:/);
  });

  it('is a production start: no demo data, no demo admin, no test-mode payments (ARCHITECTURE, Trust)', () => {
    expect(dockerfile).toMatch(/^ENV NODE_ENV=production/m);
    for (const [name, replica] of replicas) {
      const config = loadConfig({
        NODE_ENV: 'production',
        ...replica.environment,
        DATABASE_URL: 'postgres://x@y/z',
      });
      expect(config, name).toMatchObject({ SEED: false, SEED_ADMIN: false, PAYMENTS_TEST_MODE: false });
      expect(config.PUSH_ALLOW_LOOPBACK, name).toBe(false);
    }
  });

  it('Caddyfile: balances the three replicas and takes out the ones that are not ready', () => {
    for (const [name] of replicas) expect(caddyfile).toContain(`${name}:3000`);
    expect(caddyfile).toMatch(/health_uri \/api\/ready/);
  });
});
