/**
 * The API's description for its consumers: GET /api/docs (JSON) and the reference page at /api/docs/ui.
 * `redocly lint` of the same document runs in scripts/lint-openapi.ts; these check what the linter cannot
 * know: that the document follows the routes' declarations. That every answer follows the document is
 * checked on every API suite's calls (helpers/conformance.ts); the last suite here proves that check bites.
 */
import fastifySwagger from '@fastify/swagger';
import Fastify, { type RouteHandlerMethod } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openapiOptions } from '../../server/http/openapi';
import { takeViolations } from './helpers/conformance';
import { createTestApp, type TestApp } from './helpers/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  components: { securitySchemes: Record<string, { type: string; in?: string; scheme?: string }> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
let operations: Array<{ method: string; path: string; op: Operation }>;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(async () => {
  await t.close();
});

const named = (method: string, path: string) =>
  operations.find((o) => o.method === method && o.path === path)?.op as Operation;

describe('API description', () => {
  it('gives every operation a unique operationId, a summary and a tag', () => {
    expect(operations.length).toBeGreaterThan(100);
    const missing = operations
      .filter(({ op }) => !op.operationId || !op.summary?.trim() || !op.tags?.length)
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
    expect(named('POST', '/api/seller/coupons').operationId).toBe('createSellerCoupon');
    expect(named('GET', '/api/products').operationId).toBe('listProducts');
    // Every answer says what it means (the generator's placeholder is 'Default Response').
    expect(JSON.stringify(doc)).not.toContain('Default Response');
  });

  it('declares the cookie session and the bearer token, and applies them from each route’s access', () => {
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'feira_session',
    });
    expect(doc.components.securitySchemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const session = [{ sessionCookie: [] }, { bearerToken: [] }];
    expect(named('POST', '/api/seller/coupons').security).toEqual(session);
    expect(named('GET', '/api/wishlist').security).toEqual(session);
    // A shared public answer never looks at the session; other public routes read one when sent.
    expect(named('GET', '/api/categories').security).toEqual([]);
    expect(named('POST', '/api/auth/login').security).toEqual([{}, ...session]);
    for (const { method, path, op } of operations) {
      expect(op.security, `${method} ${path}`).toBeDefined();
    }
  });

  it('documents the error answers each route can give, in the shared error shape', () => {
    const statuses = (op: Operation) => Object.keys(op.responses).filter((s) => Number(s) >= 400);
    // A seller write: input, session, role, the path's object, idempotency, and the server's own failures.
    expect(statuses(named('PUT', '/api/seller/coupons/{id}'))).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '422', '500', '503']),
    );
    expect(statuses(named('POST', '/api/auth/login'))).toContain('429');
    expect(statuses(named('GET', '/api/health'))).not.toContain('503');
    const errorShape = named('GET', '/api/wishlist').responses['401']?.content?.['application/json']?.schema;
    expect(errorShape).toMatchObject({ required: ['message', 'code'] });
    expect(named('GET', '/api/wishlist').responses['401']?.description).toContain('UNAUTHORIZED');
    // Every operation that needs a session says it can answer 401, and one that takes input, a 4xx.
    const needsSession = (op: Operation) => Object.keys(op.security?.[0] ?? {}).length > 0;
    const no401 = operations
      .filter(({ op }) => needsSession(op) && !statuses(op).includes('401'))
      .map(({ method, path }) => `${method} ${path}`);
    expect(no401).toEqual([]);
    const without4xx = operations
      .filter(({ op }) => op.requestBody || op.parameters?.some((p) => p.in !== 'header'))
      .filter(({ op }) => !statuses(op).some((s) => s.startsWith('4')))
      .map(({ method, path }) => `${method} ${path}`);
    expect(without4xx).toEqual([]);
  });

  it('documents the Idempotency-Key header on writes, and If-Match where a version is checked', () => {
    const header = named('POST', '/api/reservations').parameters?.find((p) => p.in === 'header');
    expect(header?.name).toBe('idempotency-key');
    const headersOf = (op: Operation) => op.parameters?.filter((p) => p.in === 'header').map((p) => p.name);
    expect(headersOf(named('PUT', '/api/seller/coupons/{id}'))).toEqual(['idempotency-key', 'if-match']);
    expect(headersOf(named('POST', '/api/seller/coupons'))).toEqual(['idempotency-key']);
    expect(named('GET', '/api/reservations').parameters?.some((p) => p.in === 'header') ?? false).toBe(false);
  });

  it('documents the upload as a multipart body with one binary file, and JSON bodies as JSON', () => {
    expect(named('POST', '/api/uploads').requestBody).toMatchObject({
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
      },
    });
    expect(
      Object.keys((named('POST', '/api/seller/coupons').requestBody as { content: object }).content),
    ).toEqual(['application/json']);
  });
});

describe('answers without a body, conditional reads and refused bodies', () => {
  it('declares a 204 with no content, and the 413 and 415 of every route that reads a body', () => {
    for (const [method, path] of [
      ['POST', '/api/analytics/pwa'],
      ['POST', '/api/search/track'],
    ] as const) {
      const { responses } = named(method, path);
      expect(responses['204'], `${method} ${path}`).toEqual({ description: 'Sem conteúdo' });
      expect(Object.keys(responses), `${method} ${path}`).toEqual(expect.arrayContaining(['413', '415']));
    }
    const readsBody = operations.filter(({ op }) => op.requestBody);
    expect(readsBody.length).toBeGreaterThan(30);
    expect(
      readsBody
        .filter(({ op }) => !op.responses['413'] || !op.responses['415'])
        .map((o) => `${o.method} ${o.path}`),
    ).toEqual([]);
  });

  it('declares 304 and If-None-Match where a GET carries an ETag, and nowhere else', () => {
    const conditional = (op: Operation) => Boolean(op.responses['304']);
    for (const path of [
      '/api/products',
      '/api/categories',
      '/api/stores',
      '/api/search',
      '/api/highlights',
    ]) {
      const op = named('GET', path);
      expect(op.responses['304'], path).toEqual({ description: expect.stringContaining('If-None-Match') });
      expect(
        op.parameters?.some((p) => p.in === 'header' && p.name === 'if-none-match'),
        path,
      ).toBe(true);
    }
    expect(conditional(named('GET', '/api/wishlist'))).toBe(false);
    expect(operations.filter(({ method, op }) => method !== 'GET' && conditional(op))).toEqual([]);
  });

  it('lists null in a nullable enum (OpenAPI 3.0: nullable does not widen an enum)', () => {
    const enums: Array<{ nullable?: boolean; enum?: unknown[] }> = [];
    JSON.stringify(doc, (_key, value) => {
      if (value && typeof value === 'object' && Array.isArray(value.enum)) enums.push(value);
      return value;
    });
    const nullable = enums.filter((e) => e.nullable);
    expect(nullable.length).toBeGreaterThan(0);
    expect(nullable.filter((e) => !e.enum?.includes(null))).toEqual([]);
  });
});

describe('every answer of the API suites against the description (helpers/conformance.ts)', () => {
  it('catches a status not declared, a content type or a body off the schema, and passes a right answer', async () => {
    // Built now, so the suite's watch has hooked it like every app of every API suite.
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(fastifySwagger, openapiOptions);
    const route = (url: string, handler: RouteHandlerMethod) =>
      app.get(
        url,
        {
          config: { access: 'public' },
          schema: {
            operationId: `probe${url.replace(/\W/g, '')}`,
            summary: 'Sonda',
            tags: ['teste'],
            response: { 200: z.object({ ok: z.boolean() }) },
          },
        },
        handler,
      );
    route('/probe/undeclared', (_request, reply) => reply.code(201).send({ ok: true }));
    route('/probe/off-schema', (_request, reply) => reply.type('application/json').send('{"ok":"sim"}'));
    route('/probe/not-json', (_request, reply) => reply.type('text/plain').send('ok'));
    route('/probe/right', () => ({ ok: true }));
    await app.ready();
    for (const url of ['/probe/undeclared', '/probe/off-schema', '/probe/not-json', '/probe/right'])
      await app.inject({ method: 'GET', url });
    await app.close();
    const caught = takeViolations((line) => line.startsWith('GET /probe/'));
    expect(caught).toEqual([
      expect.stringMatching(/^GET \/probe\/undeclared → 201: status not declared/),
      expect.stringMatching(/^GET \/probe\/off-schema → 200: body off its schema: \/ok must be boolean/),
      expect.stringMatching(/^GET \/probe\/not-json → 200: sent text\/plain/),
    ]);
  });
});

describe('API reference page', () => {
  it('serves a page that loads the served description, with its own scripts only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/ui/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Feira API');
    const scripts = [...res.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    // Offline and under the CSP's script-src 'self': every script is a relative URL of this server.
    for (const src of scripts) expect(src).not.toMatch(/^(https?:)?\/\//);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");

    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/docs/ui/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/ui/json' });
    expect(json.json()).toEqual(doc);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/ui/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
  });
});
