/**
 * The API's answers against its own description (GET /api/docs). Every Fastify instance built in a suite is
 * watched from its creation (Fastify's `fastify.initialization` diagnostics channel fires before any plugin),
 * and each of its routes gets one more onSend hook, the last before compression: by then the error handler,
 * ETags and idempotent replays have made the answer the client gets. The answer must be one its operation
 * declares: the status is listed, a status declared without a body sends none, and a declared JSON body is
 * JSON of that content type that validates against the schema as served (ajv, OpenAPI 3.0's `nullable` and
 * boolean `exclusiveMinimum`). Routes the description hides (the reference page, the socket) are not checked.
 * `conformance-setup.ts` fails a suite whose answers broke any of this.
 */
import diagnostics from 'node:diagnostics_channel';
import type { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Description {
  paths: Record<string, Record<string, Operation>>;
}

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
// Only the upload's request body uses it; an answer never carries one.
ajv.addFormat('binary', true);

/** OpenAPI 3.0 → draft 7: boolean `exclusiveMinimum`/`exclusiveMaximum` become numbers; texts go (shared cache). */
function toDraft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties') {
      // Property names, not keywords: a property may well be called `description`.
      out[key] = Object.fromEntries(Object.entries(value as object).map(([name, v]) => [name, toDraft7(v)]));
    } else if (key !== 'description') out[key] = toDraft7(value);
  }
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[exclusive] === true) {
      out[exclusive] = out[bound];
      delete out[bound];
    } else if (out[exclusive] === false) delete out[exclusive];
  }
  return out;
}

const validators = new Map<string, ValidateFunction>();
function validatorOf(schema: unknown): ValidateFunction {
  const draft7 = toDraft7(schema) as object;
  const key = JSON.stringify(draft7);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(draft7);
    validators.set(key, validate);
  }
  return validate;
}

/** Fastify's `/:id` as the description writes it, `/{id}`. */
const describedPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function bodyOf(payload: unknown, encoding: string): string | null {
  if (payload === null || payload === undefined) return '';
  let bytes: Buffer;
  if (typeof payload === 'string') bytes = Buffer.from(payload);
  else if (Buffer.isBuffer(payload)) bytes = payload;
  // A stream (a file) cannot be read here without taking it from the client.
  else return null;
  if (encoding === 'br') bytes = brotliDecompressSync(bytes);
  else if (encoding === 'gzip') bytes = gunzipSync(bytes);
  return bytes.toString('utf8');
}

const BODILESS = new Set([204, 304]);

/** What is wrong with this answer for its operation, or null when it is one the description declares. */
function problemOf(operation: Operation, reply: FastifyReply, payload: unknown): string | null {
  const status = String(reply.statusCode);
  const declared = operation.responses[status] ?? operation.responses.default;
  if (!declared) return `status not declared (declared: ${Object.keys(operation.responses).join(', ')})`;
  // Fastify and Node drop the body of a 204 and a 304 on the way out, whatever the route gave.
  const body = BODILESS.has(reply.statusCode)
    ? ''
    : bodyOf(payload, String(reply.getHeader('content-encoding') ?? ''));
  if (body === null) return null;
  const media = Object.keys(declared.content ?? {});
  if (media.length === 0) return body === '' ? null : `declared without a body, sent ${body.slice(0, 120)}`;
  const type = String(reply.getHeader('content-type') ?? '').split(';')[0] ?? '';
  const content = declared.content?.[type];
  if (!content)
    return `sent ${type || 'no content type'} (${JSON.stringify(body.slice(0, 80))}), declared ${media}`;
  if (content.schema === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `declared JSON, sent ${JSON.stringify(body.slice(0, 120))}`;
  }
  const validate = validatorOf(content.schema);
  if (validate(json)) return null;
  const [error] = validate.errors ?? [];
  return `body off its schema: ${error?.instancePath} ${error?.message} ${JSON.stringify(error?.params)}`;
}

const found: string[] = [];
const descriptions = new WeakMap<FastifyInstance, Description | null>();

function describedBy(app: FastifyInstance): Description | null {
  if (!descriptions.has(app)) {
    const swagger = (app as { swagger?: () => unknown }).swagger;
    descriptions.set(app, typeof swagger === 'function' ? (swagger.call(app) as Description) : null);
  }
  return descriptions.get(app) ?? null;
}

function checkerFor(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const description = describedBy(app);
    const url = request.routeOptions.url;
    const operation = url && description?.paths[describedPath(url)]?.[request.method.toLowerCase()];
    if (operation) {
      const problem = problemOf(operation, reply, payload as string | Buffer | Readable | null);
      const line = `${request.method} ${describedPath(url)} → ${reply.statusCode}: ${problem}`;
      if (problem && !found.includes(line)) found.push(line);
    }
    return payload;
  };
}

function watch(message: unknown) {
  const app = (message as { fastify: FastifyInstance }).fastify;
  const check = checkerFor(app);
  app.addHook('onRoute', (route: RouteOptions) => {
    route.onSend = [...[route.onSend ?? []].flat(), check];
  });
}

const channel = diagnostics.channel('fastify.initialization');

/** Starts checking every Fastify instance created from now on; returns the stop. */
export function watchConformance(): () => void {
  channel.subscribe(watch);
  return () => channel.unsubscribe(watch);
}

/**
 * Takes the answers off the description seen so far (one line each), or only those `picked`: a test that
 * provokes some on purpose takes them, leaving any other for the file's final check.
 */
export function takeViolations(picked: (line: string) => boolean = () => true): string[] {
  const taken = found.filter(picked);
  for (const line of taken) found.splice(found.indexOf(line), 1);
  return taken;
}
