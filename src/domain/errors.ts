/**
 * One error type for every layer: the server serialises it as `{ message, code, details? }` with `status`
 * as the HTTP status, and the client rebuilds it from a response body. Codes and texts follow spec 001 §8.
 */

export type ErrorDetail = { field: string; message: string; code: string };

export const ERROR_CATALOGUE = {
  VALIDATION_ERROR: { status: 400, message: 'Dados de entrada inválidos' },
  UNAUTHORIZED: { status: 401, message: 'Você foi desconectado. Faça login novamente.' },
  FORBIDDEN: { status: 403, message: 'Acesso negado' },
  NOT_FOUND: { status: 404, message: 'Recurso não encontrado' },
  CONFLICT: { status: 409, message: 'Conflito com o estado atual do recurso' },
  BUSINESS_RULE_VIOLATION: { status: 422, message: 'Operação não permitida pelas regras do produto' },
  INVARIANT_VIOLATION: { status: 422, message: 'Estado do produto inconsistente' },
  RATE_LIMITED: { status: 429, message: 'Muitas tentativas. Aguarde um momento e tente novamente.' },
  INTERNAL_ERROR: { status: 500, message: 'Erro interno do servidor' },
  // Not in spec 001 §8: the server's answer while its database is unreachable (restart, outage). Clients keep
  // a queued write for a 5xx and send it again later.
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
  },
  PRODUCT_NOT_FOUND: { status: 404, message: 'Produto não encontrado' },
  PRODUCT_NOT_OWNED: { status: 403, message: 'Produto não pertence a esta loja' },
  // Spec 001 §8 leaves the status of the list-request codes open; they are input errors, hence 400.
  INVALID_STORE_ID: { status: 400, message: 'ID da loja inválido' },
  INVALID_PAGE: { status: 400, message: 'Página deve ser maior ou igual a 1' },
  INVALID_LIMIT: { status: 400, message: 'Limite deve estar entre 1 e 100' },
  INVALID_MIN_PRICE: { status: 400, message: 'Preço mínimo não pode ser negativo' },
  INVALID_MAX_PRICE: { status: 400, message: 'Preço máximo não pode ser negativo' },
  INVALID_PRICE_RANGE: { status: 400, message: 'Preço mínimo não pode ser maior que o preço máximo' },
} as const satisfies Record<string, { status: number; message: string }>;

export type CatalogueErrorCode = keyof typeof ERROR_CATALOGUE;

/** Texts of spec 001 §8 for unexpected failures inside product operations. */
export const INTERNAL_ERROR_MESSAGES = {
  fetch: 'Erro interno ao buscar produto',
  create: 'Erro interno ao criar produto',
  update: 'Erro interno ao atualizar produto',
} as const;

/**
 * The INTERNAL_ERROR text an unexpected failure answers with: spec 001 §8's product texts on the product
 * routes (reads: buscar; POST of a new product: criar; any other change: atualizar), the generic one elsewhere
 * (a delete has no text of its own). `route` is the route's pattern ('/api/products/:id').
 */
export function internalErrorMessage(method: string, route: string | undefined): string {
  if (!route || !/^\/api\/(?:seller\/)?(?:stores\/:[a-zA-Z]+\/)?products(?:\/|$)/.test(route))
    return ERROR_CATALOGUE.INTERNAL_ERROR.message;
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD') return INTERNAL_ERROR_MESSAGES.fetch;
  if (verb === 'POST' && /^\/api\/(?:seller\/)?products$/.test(route)) return INTERNAL_ERROR_MESSAGES.create;
  if (verb === 'DELETE') return ERROR_CATALOGUE.INTERNAL_ERROR.message;
  return INTERNAL_ERROR_MESSAGES.update;
}

export type ErrorBody = { message: string; code: string; details?: ErrorDetail[] };

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;

  constructor(init: { message: string; code: string; status: number; details?: ErrorDetail[] | undefined }) {
    super(init.message);
    this.name = 'AppError';
    this.code = init.code;
    this.status = init.status;
    this.details = init.details;
  }

  /** The JSON body the server sends; `details` only when there are any, so clients can test for it. */
  toJSON(): ErrorBody {
    return this.details && this.details.length > 0
      ? { message: this.message, code: this.code, details: this.details }
      : { message: this.message, code: this.code };
  }
}

/** Refused operations (BUSINESS_RULE_VIOLATION) and broken invariants (INVARIANT_VIOLATION) of the entity. */
export class DomainError extends AppError {
  constructor(
    code: 'BUSINESS_RULE_VIOLATION' | 'INVARIANT_VIOLATION',
    message: string,
    details?: ErrorDetail[],
  ) {
    super({ message, code, status: ERROR_CATALOGUE[code].status, details });
    this.name = 'DomainError';
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** Builds a catalogue error; `message` overrides the catalogue text when a more precise one is known. */
export function appError(code: CatalogueErrorCode, message?: string, details?: ErrorDetail[]): AppError {
  const entry = ERROR_CATALOGUE[code];
  return new AppError({ code, status: entry.status, message: message ?? entry.message, details });
}

export function validationError(details: ErrorDetail[]): AppError {
  return appError('VALIDATION_ERROR', undefined, details);
}

/** Spec 001 §8: "X com ID 'Y' não foi encontrado". */
export function notFoundMessage(entity: string, id: string | number): string {
  return `${entity} com ID '${id}' não foi encontrado`;
}

export function notFoundError(entity: string, id: string | number): AppError {
  return appError('NOT_FOUND', notFoundMessage(entity, id));
}

export function businessRuleViolation(message: string, code: string, field = ''): DomainError {
  return new DomainError('BUSINESS_RULE_VIOLATION', message, [{ field, message, code }]);
}
