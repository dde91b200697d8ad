/**
 * The API's description for its consumers (GET /api/docs, browsable at /api/docs/ui). Each route writes its
 * own `operationId`, `summary`, `tags` and schemas; what follows from the route's declarations is added here,
 * in one place: the security it needs (from `config.access`), the `Idempotency-Key` header of writes, and the
 * error answers it can give, all in the catalogue's `{ message, code, details? }` shape.
 */
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../src/domain/api/catalogue';
import { apiMessages } from '../../src/domain/api/messages';
import { ERROR_CATALOGUE } from '../../src/domain/errors';
import type { Access } from '../auth/access';
import { SESSION_COOKIE } from '../auth/sessions';
import { APP_VERSION } from '../version';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from './idempotency';

const SESSION_SCHEMES = [{ sessionCookie: [] }, { bearerToken: [] }];

/** What an error status means, for the statuses the error handler and the services answer with. */
const STATUS_MEANING: Record<number, string> = {
  400: 'Requisição inválida (corpo, parâmetros ou consulta)',
  401: 'Sessão ausente, expirada ou inválida',
  403: 'Sem permissão para esta operação, ou origem não permitida',
  404: 'Não encontrado',
  409: 'Conflito com o estado atual, ou a mesma chave de idempotência ainda em processamento',
  413: 'Conteúdo grande demais',
  415: apiMessages.unsupportedMediaType,
  422: 'Recusado pelas regras do negócio, ou chave de idempotência reutilizada com outra requisição',
  429: 'Muitas requisições: aguarde o tempo de `Retry-After`',
  500: ERROR_CATALOGUE.INTERNAL_ERROR.message,
  502: 'Falha num serviço externo',
  503: 'Banco de dados indisponível no momento: tente de novo após `Retry-After`',
};

/** Codes the shared plumbing answers with on top of the catalogue's (sessions, origin check, idempotency). */
const PLUMBING_CODES: Record<number, string[]> = {
  400: ['FST_ERR_CTP_INVALID_JSON_BODY'],
  403: ['INVALID_ORIGIN'],
  409: ['IDEMPOTENCY_IN_PROGRESS'],
  422: ['IDEMPOTENCY_KEY_REUSED'],
};

/** The catalogue's product codes (spec 001 §8) belong to the product routes only. */
const isProductCode = (code: string) => /^(PRODUCT_|INVALID_)/.test(code);

/** The codes a route may answer `status` with: the catalogue's (src/domain/errors.ts) and the plumbing's. */
function codesOf(status: number, url: string): string[] {
  const products = url.includes('/products');
  const catalogue = Object.entries(ERROR_CATALOGUE)
    .filter(([code, entry]) => entry.status === status && (products || !isProductCode(code)))
    .map(([code]) => code);
  return [...catalogue, ...(PLUMBING_CODES[status] ?? [])];
}

/** One documented error answer: the shared schema with what the status means and the codes it carries. */
function errorAnswer(status: number, url: string) {
  const codes = codesOf(status, url);
  const meaning = STATUS_MEANING[status] ?? `Erro ${status}`;
  return errorResponseSchema.describe(
    codes.length > 0
      ? `${meaning}. Códigos: ${codes.map((code) => `\`${code}\``).join(', ')}, entre outros da área.`
      : `${meaning}.`,
  );
}

const NO_CONTENT = '204';
const NOT_MODIFIED = '304';
const NOT_MODIFIED_MEANING = 'Não modificado: a cópia guardada (`If-None-Match`) ainda vale';

/** What a success status means, for answers whose schema carries no description of its own. */
const SUCCESS_MEANING: Record<string, string> = {
  200: 'Sucesso',
  201: 'Criado',
  202: 'Aceito',
  204: 'Sem conteúdo',
};

/** A declared answer with a description (the generator's default is 'Default Response'). */
function described(status: string, body: unknown): unknown {
  if (!(body instanceof z.ZodType) || body.description) return body;
  const meaning = SUCCESS_MEANING[status] ?? STATUS_MEANING[Number(status)];
  return meaning ? body.describe(meaning) : body;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Liveness answers without the database (docs/server.md): it never gives the outage's 503. */
const DATABASE_FREE_URLS = new Set(['/api/health']);

type RouteConfig = {
  access?: Access;
  sessionless?: boolean;
  versioned?: boolean;
  conditional?: boolean;
  publicCache?: boolean;
};

/** A GET whose 200 carries an ETag (etag.ts) or comes from the shared cache answers `If-None-Match` with 304. */
const answersNotModified = (route: RouteOptions, config: RouteConfig) =>
  [route.method].flat().includes('GET') && Boolean(config.conditional || config.publicCache);

const isWrite = (route: RouteOptions) =>
  [route.method].flat().some((method) => WRITE_METHODS.has(String(method).toUpperCase()));
type ZodSchemas = Record<string, unknown> & { response?: Record<string, unknown> };

/** The error statuses a route can answer with, read from what it declares. */
function errorStatusesOf(route: RouteOptions, schema: ZodSchemas, config: RouteConfig): number[] {
  const write = isWrite(route);
  const statuses = new Set<number>([500]);
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (config.access && config.access !== 'public') statuses.add(401);
  // Seller and admin guards refuse other roles; a cookie-authenticated write from a foreign Origin is refused.
  if (config.access === 'seller' || config.access === 'admin' || (write && !config.sessionless))
    statuses.add(403);
  if (route.url.includes('/:')) statuses.add(404);
  // Every write takes an Idempotency-Key: the same key still running is 409, reused with another request 422.
  if (write) {
    statuses.add(409);
    statuses.add(422);
  }
  // A body is parsed before the route runs: over the route's `bodyLimit` (the app's 1 MB by default) it is 413,
  // in a media type no parser takes it is 415.
  if (schema.body || isMultipart(schema)) {
    statuses.add(413);
    statuses.add(415);
  }
  if (!DATABASE_FREE_URLS.has(route.url)) statuses.add(503);
  return [...statuses];
}

/** The request headers a route reads without validating them: `Idempotency-Key` on writes, `If-Match`. */
function documentedHeaders(route: RouteOptions, config: RouteConfig) {
  const shape: Record<string, z.ZodType> = {};
  if (isWrite(route)) {
    shape[IDEMPOTENCY_HEADER] = z
      .string()
      .max(IDEMPOTENCY_KEY_MAX_LENGTH)
      .optional()
      .describe('Chave única da escrita: repetir a requisição com a mesma chave devolve a mesma resposta');
  }
  if (answersNotModified(route, config)) {
    shape['if-none-match'] = z
      .string()
      .optional()
      .describe('A `ETag` de uma resposta já guardada: sem mudança, a resposta é 304 sem corpo');
  }
  if (config.versioned) {
    shape['if-match'] = z
      .string()
      .optional()
      .describe(
        'A versão do registro que a escrita altera (`"3"`); outra versão atual responde 409 `VERSION_CONFLICT`',
      );
  }
  return Object.keys(shape).length > 0 ? z.object(shape) : undefined;
}

/**
 * The body of a multipart route, for the document only: Fastify does not validate a multipart body against a
 * schema (the route reads its parts), so the route declares `consumes` and no `body`. Feira's one multipart
 * route takes a single file in the `file` field.
 */
const MULTIPART_FILE_BODY = z.object({
  file: z.string().meta({ format: 'binary', description: 'A imagem (JPEG, PNG ou WebP)' }),
});

const isMultipart = (schema: ZodSchemas) =>
  Array.isArray(schema.consumes) && schema.consumes.includes('multipart/form-data');

/**
 * Wraps the zod provider's transform: adds security, the idempotency header, the error answers and the body
 * of a multipart route.
 */
const describeRoute: SwaggerTransform = (document) => {
  const { route } = document;
  const schema = document.schema as ZodSchemas | undefined;
  if (!schema || schema.hide)
    return jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const config = (route.config ?? {}) as RouteConfig;
  const declared = schema.response ?? {};
  const response: Record<string, unknown> = {};
  for (const status of errorStatusesOf(route, schema, config))
    response[status] = errorAnswer(status, route.url);
  // What the route declares wins (a status with its own body); a bare error schema gets the description.
  for (const [status, body] of Object.entries(declared)) {
    response[status] =
      body === errorResponseSchema ? errorAnswer(Number(status), route.url) : described(status, body);
  }
  const security =
    config.access && config.access !== 'public'
      ? SESSION_SCHEMES
      : config.sessionless
        ? []
        : // Anyone may call; a session, when sent, is read (who is asking changes the answer or is recorded).
          [{}, ...SESSION_SCHEMES];
  const headers = schema.headers ?? documentedHeaders(route, config);
  const body = schema.body ?? (isMultipart(schema) ? MULTIPART_FILE_BODY : undefined);
  const transformed = jsonSchemaTransform({
    ...document,
    schema: { ...schema, response, security, ...(headers ? { headers } : {}), ...(body ? { body } : {}) },
  } as Parameters<typeof jsonSchemaTransform>[0]);
  const answers = (transformed.schema as { response?: Record<string, unknown> }).response ?? {};
  // 204 and 304 go out without a body whatever a schema says (Fastify and Node drop it): `type: 'null'` is what
  // @fastify/swagger writes as an answer with no content.
  if (answers[NO_CONTENT]) answers[NO_CONTENT] = { type: 'null', description: SUCCESS_MEANING[NO_CONTENT] };
  if (answersNotModified(route, config))
    answers[NOT_MODIFIED] = { type: 'null', description: NOT_MODIFIED_MEANING };
  nullableEnums(transformed.schema);
  return transformed;
};

/**
 * OpenAPI 3.0's `nullable` adds null to the types, not to an `enum` (3.0.3, Schema Object): a nullable enum the
 * generator writes must list null itself, or its null is off the description.
 */
function nullableEnums(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) nullableEnums(item);
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum.push(null);
  for (const value of Object.values(node)) nullableEnums(value);
}

/** Options of @fastify/swagger: the document's frame and the per-route transform. */
export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: {
      title: 'Feira API',
      description:
        'API do marketplace Feira. Erros sempre no formato `{ message, code, details? }`, mensagens em pt-BR. ' +
        'Escritas aceitam `Idempotency-Key` para poderem ser reenviadas com segurança.',
      version: APP_VERSION,
    },
    servers: [{ url: '/', description: 'Este servidor' }],
    components: {
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'A sessão do navegador, definida por login e cadastro (HttpOnly).',
        },
        bearerToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'O token de sessão devolvido por login e cadastro, em `Authorization: Bearer`.',
        },
      },
    },
  },
  transform: describeRoute,
};

/** Where the browsable reference (Swagger UI, served from the package's own files: no CDN) lives. */
export const API_REFERENCE_PREFIX = '/api/docs/ui';

/**
 * Serves the reference page. Its routes come from @fastify/swagger-ui without a `config.access`: they are
 * marked public and sessionless here, before the auth plugin (which refuses an /api route without one) is
 * registered, so the page and its files never look a session up.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_REFERENCE_PREFIX) && !route.config?.access) {
      route.config = { ...route.config, access: 'public', sessionless: true };
    }
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_PREFIX,
    // The page loads the same document from its own `json` route.
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: 'Feira API — referência' },
  });
}
