/**
 * The one way the page talks to /api: JSON in and out, cookies included, a timeout, and errors
 * turned into ApiError with the pt-BR texts of spec 000 §8 so any caller can show `error.message`.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** A verdict from the API itself (4xx other than 401/408/429): retrying cannot change it. */
  get isFinal(): boolean {
    return this.status >= 400 && this.status < 500 && ![401, 408, 429].includes(this.status);
  }
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface JsonResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<JsonResponse<T>> {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = readAuthToken();
  if (token && !headers.Authorization) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted && !options.signal?.aborted) {
      throw new ApiError(`Requisição excedeu o tempo limite de ${timeoutMs}ms`, 408, 'TIMEOUT');
    }
    throw new ApiError('Erro de conexão. Verifique sua conexão com a internet.', 0, 'NETWORK_ERROR', error);
  } finally {
    clearTimeout(timer);
  }
  return parseResponse<T>(response);
}

async function parseResponse<T>(response: Response): Promise<JsonResponse<T>> {
  if (response.type === 'opaque' || response.type === 'opaqueredirect') {
    throw new ApiError('Erro de acesso ao servidor. Verifique as configurações CORS.', 0, 'CORS_ERROR');
  }
  if (response.status === 304 || response.status === 204) {
    return { data: undefined as T, status: response.status, headers: response.headers };
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('text/html')) {
    throw new ApiError(
      `Erro ${response.status}: Resposta HTML recebida onde JSON era esperado`,
      response.status,
      `HTTP_${response.status}`,
    );
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    if (!response.ok) {
      throw new ApiError(`${response.status}: ${response.statusText}`, response.status, `HTTP_${response.status}`);
    }
    throw new ApiError('A resposta do servidor não é um JSON válido', response.status, 'INVALID_JSON');
  }
  if (!response.ok) {
    const record = (body ?? {}) as { message?: unknown; error?: unknown; code?: unknown; details?: unknown };
    const message =
      typeof record.message === 'string'
        ? record.message
        : typeof record.error === 'string'
          ? record.error
          : `${response.status}: ${response.statusText}`;
    const code = typeof record.code === 'string' ? record.code : `HTTP_${response.status}`;
    throw new ApiError(message, response.status, code, record.details);
  }
  return { data: body as T, status: response.status, headers: response.headers };
}

function readAuthToken(): string | null {
  try {
    return globalThis.localStorage?.getItem('authToken') ?? null;
  } catch {
    return null;
  }
}
