import { defineConfig } from 'vitest/config';

// Two projects: `unit` runs next to the code (domain, data, app, sw, server units);
// `api` builds the Fastify app against a fresh database per suite (PGlite, or
// PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.{ts,tsx}',
            'sw/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // The fleet suites start real server processes on one PostgreSQL: they run in the PostgreSQL pass.
          include: [
            'tests/api/**/*.test.ts',
            ...(process.env.DATABASE_URL ? ['tests/fleet/**/*.test.ts'] : []),
          ],
          environment: 'node',
          // Every answer a suite gets is checked against the API's own description.
          setupFiles: ['tests/api/helpers/conformance-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each suite owns a database; PGlite is in-process, PostgreSQL gets one database per file.
          fileParallelism: false,
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts', 'src/domain/api/test-wires.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
  },
});
